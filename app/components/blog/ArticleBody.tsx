import type { Root } from "hast";
import { toJsxRuntime, type Components } from "hast-util-to-jsx-runtime";
import { AlertCircle, Check } from "lucide-react";
import type { ReactNode } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { OutboundLink, PageLink } from "~/components/Links";
import { cn } from "~/components/ui/classes";
import { linkedPage } from "~/site/linked-page";
import { pageIds } from "~/site/pages";

const link = "font-semibold text-brand-700 underline";
// Narrower on phones, so a three-column table fits a 390-pixel screen.
const cell = "px-2.5 py-2.5 sm:px-4 sm:py-3";

/** A Markdown shape that needs only the site's classes. */
const styled = (Tag: "h2" | "h3" | "ul" | "ol" | "thead" | "tbody" | "td", className: string) =>
  function Styled({ children }: { children?: ReactNode }) {
    return <Tag className={className}>{children}</Tag>;
  };

/** A list item: a numbered step when the Markdown compiler gave it its number, else a bullet. */
function ListItem({ value, children }: { value?: unknown; children?: ReactNode }) {
  if (value === undefined)
    return (
      <li className="flex gap-3">
        <Check className="mt-1.5 size-5 text-brand-600" />
        {/* Text flow, not a grid, which would put each bold word or link on a line of its own. */}
        <div className="min-w-0 space-y-2">{children}</div>
      </li>
    );
  return (
    // Its number above its text on a narrow screen with large text, which then has the width.
    <li className="flex gap-4 rounded-xl bg-slate-50 p-5 ring-1 ring-black/5 max-[20rem]:flex-col">
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
      >
        {String(value)}
      </span>
      {/* Its first paragraph is its title, in bold, when more follow; one paragraph is plain. */}
      <div className="min-w-0 [&>p:first-child:not(:last-child)]:font-bold [&>p:first-child:not(:last-child)]:text-ink-900 [&>p+p]:mt-1 [&>p+p]:text-base">
        {children}
      </div>
    </li>
  );
}

/** A link in an article: a page of the site in the reader's language, or another site. */
function ArticleLink({ href = "", children }: { href?: string; children?: ReactNode }) {
  // bodies.ts has left out a link to no page.
  if (href.startsWith("/")) {
    const hash = href.split("#")[1];
    const { page } = linkedPage(href, pageIds);
    return (
      <PageLink page={page!} hash={hash ? `#${hash}` : ""} className={link}>
        {children}
      </PageLink>
    );
  }
  const Anchor = /^https:\/\//.test(href) ? OutboundLink : "a";
  return (
    <Anchor href={href} className={link}>
      {children}
    </Anchor>
  );
}

/** How each Markdown shape renders: headings, lists, numbered steps, alerts, tables, links. */
const components: Partial<Components> = {
  h2: styled(
    "h2",
    "mt-6 text-2xl font-bold tracking-tight text-balance text-ink-900 max-[20rem]:text-xl sm:text-3xl",
  ),
  h3: styled("h3", "mt-2 text-xl font-bold text-balance text-ink-900 max-[20rem]:text-lg"),
  ul: styled("ul", "grid gap-2"),
  ol: styled("ol", "grid gap-4"),
  li: ListItem,
  a: ArticleLink,
  // `:::alert[Title]`: the compiler passes the title as the box's accessible name.
  aside: ({ "aria-label": title, children }) => (
    <aside
      aria-label={title}
      className="flex gap-3 rounded-xl border-l-4 border-sun-500 bg-sun-100 p-5 text-base"
    >
      <AlertCircle className="mt-0.5 size-5 text-ink-900" />
      <div className="min-w-0">
        <p className="font-bold text-ink-900">{title}</p>
        <div className="mt-1 grid gap-2">{children}</div>
      </div>
    </aside>
  ),
  // `:::table[Caption]`: focusable and named, so a table wider than a phone scrolls by keyboard;
  // positioned, so what a cell hides (a link's "opens in a new tab") scrolls with it, never wider.
  // Its caption is shown above what scrolls, whole on a phone (the table's own is for readers).
  table: ({ "aria-label": caption, children }) => (
    <div className="rounded-xl ring-1 ring-black/10">
      <p aria-hidden className="rounded-t-xl bg-slate-50 px-4 py-3 font-semibold text-ink-900">
        {caption}
      </p>
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="scroll-shadows relative overflow-x-auto rounded-b-xl"
      >
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </div>
  ),
  thead: styled("thead", "bg-brand-900 text-white"),
  tbody: styled("tbody", "[&>tr]:border-t [&>tr]:border-black/10"),
  th: ({ scope, children }) => (
    <th
      scope={scope === "col" ? "col" : "row"}
      className={cn(cell, scope === "col" ? "font-semibold" : "font-medium text-ink-900")}
    >
      {children}
    </th>
  ),
  td: styled("td", cell),
};

export const Markdown = ({ tree }: { tree: Root }) =>
  toJsxRuntime(tree, { Fragment, jsx, jsxs, components });

/** The article's first paragraph, shown larger as its lead, and the rest of the body. */
export function splitLead(body: Root): { lead?: Root; rest: Root } {
  const [first, ...others] = body.children;
  if (first?.type !== "element" || first.tagName !== "p") return { rest: body };
  return { lead: { type: "root", children: first.children }, rest: { ...body, children: others } };
}

export const ArticleBody = ({ body }: { body: Root }) => (
  <div className="grid gap-5 text-lg leading-relaxed text-ink-700">
    <Markdown tree={body} />
  </div>
);
