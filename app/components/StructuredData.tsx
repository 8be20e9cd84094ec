import type { Thing, WithContext } from "schema-dts";

/**
 * JSON-LD for search engines. Not executed, so the CSP needs no hash for it;
 * `<` is escaped so text can never close the script element.
 */
export function StructuredData({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
