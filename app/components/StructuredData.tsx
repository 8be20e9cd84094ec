import type { Thing, WithContext } from "schema-dts";

/** JSON-LD for search engines: not executed (no CSP hash), `<` escaped so it cannot close. */
export const StructuredData = ({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) => (
  <script
    type="application/ld+json"
    dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
  />
);
