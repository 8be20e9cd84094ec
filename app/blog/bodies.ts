// The articles' bodies (compiled by vite-plugin.ts); only the article route imports them.
import type { Element, Root, RootContent } from "hast";
import { warnOnce } from "~/content/model";
import { articleForbiddenWords } from "~/content/notices";
import { officeConfig } from "~/site/config";
import { locales, pageIds, type Locale } from "~/site/pages";
import { articlesDir, type ArticleId } from "~/site/article-files";
import { linkedPage } from "~/site/linked-page";
import { articles, fillOfficeValues, type Article } from "./articles";
import { articleWords } from "./block-texts";
import { sharedFields } from "./schema";

const compiled = import.meta.glob<Root>("/app/content/blog/articles/*.md", {
  eager: true,
  import: "default",
});

/** The titles Florida law forbids in an article's words, in each language, told in `language`. */
export function forbiddenInArticle(
  article: Article,
  body: (locale: Locale) => Root,
  language: Locale,
) {
  return locales.flatMap((locale) => {
    const words = articleWords(article[locale], sharedFields, body(locale));
    const about = article[locale].category === "immigration";
    return articleForbiddenWords(article.files[locale], words, locale, about, language);
  });
}

// Refused in articles as in pages (s. 117.05(11), F.S., Rule 10-2.2): the build stops on one.
const forbidden = articles.flatMap((article) =>
  forbiddenInArticle(
    article,
    (locale) => compiled[`/${article.files[locale]}`]!,
    officeConfig.editorLanguage,
  ),
);
if (forbidden.length > 0) throw new Error(forbidden.join("\n"));

/** The address of a link to a page of the site that is not there (one since removed). */
function pageGone(node: Element) {
  const href = node.tagName === "a" ? node.properties.href : undefined;
  const sitePath = typeof href === "string" && href.startsWith("/");
  return sitePath && !linkedPage(href, pageIds).page ? href : undefined;
}

/** A link to a page by the site's whole address (https://www.example.com/TaxServices, pasted from
 * the browser) as the page's own path, so it opens as the site's links do, not in a new tab. */
function onSite(node: Element): Element {
  const href = node.tagName === "a" ? node.properties.href : undefined;
  const { siteUrl } = officeConfig;
  if (typeof href !== "string" || !href.toLowerCase().startsWith(siteUrl)) return node;
  const path = href.slice(siteUrl.length) || "/";
  if (!/^[/?#]/.test(path) || !linkedPage(path, pageIds).page) return node;
  return { ...node, properties: { ...node.properties, href: path } };
}

/** A compiled body with `{officeName}` filled in; a link to no page of the site is its words
 * alone (the editor refuses one as it is typed; a page's removal is not a save it checks). */
export function prepareBody<T extends Root | Element>(file: string, node: T): T {
  return {
    ...node,
    children: (node.children as RootContent[]).flatMap((child): RootContent[] => {
      if (child.type === "text") return [{ ...child, value: fillOfficeValues(file, child.value) }];
      if (child.type !== "element") return [child];
      const element = onSite(child);
      const gone = pageGone(element);
      if (!gone) return [prepareBody(file, element)];
      warnOnce(`${file}: the link to ${gone} is left out: it names no page of the site`);
      return prepareBody(file, element).children;
    }) as T["children"],
  };
}

export function articleBody(id: ArticleId, locale: Locale): Root {
  const file = `${articlesDir}/${id}.${locale}.md`;
  const body = compiled[`/${file}`];
  if (!body) throw new Error(`No body for ${file}`);
  return prepareBody(file, body);
}
