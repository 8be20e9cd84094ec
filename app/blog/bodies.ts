// The articles' bodies (compiled by vite-plugin.ts); only the article route imports them.
import type { Element, Root, RootContent } from "hast";
import { articleForbiddenWords } from "~/content/notices";
import { officeConfig } from "~/site/config";
import { warnOnce } from "~/site/data-file";
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
export const forbiddenInArticle = (
  article: Article,
  body: (locale: Locale) => Root,
  language: Locale,
) =>
  locales.flatMap((locale) => {
    const words = articleWords(article[locale], sharedFields, body(locale));
    const about = article[locale].category === "immigration";
    return articleForbiddenWords(article.files[locale], words, locale, about, language);
  });

// Refused in articles as in pages (s. 117.05(11), F.S., Rule 10-2.2): the build stops on one.
const { editorLanguage } = officeConfig;
const forbidden = articles.flatMap((article) =>
  forbiddenInArticle(article, (locale) => compiled[`/${article.files[locale]}`]!, editorLanguage),
);
if (forbidden.length > 0) throw new Error(forbidden.join("\n"));

/** A link's address as a path of the site: a path as written, and the site's whole address
 * (https://www.example.com/TaxServices, pasted from the browser) as the page's own path, so it
 * opens as the site's links do, not in a new tab; undefined for an address elsewhere. */
function sitePath(href: string) {
  if (href.startsWith("/")) return href;
  const { siteUrl } = officeConfig;
  const path = href.toLowerCase().startsWith(siteUrl) ? href.slice(siteUrl.length) || "/" : "";
  return /^[/?#]/.test(path) && linkedPage(path, pageIds).page ? path : undefined;
}

/** A compiled body with `{officeName}` filled in; a link to no page of the site is its words
 * alone (the editor refuses one as it is typed; a page's removal is not a save it checks). */
export const prepareBody = <T extends Root | Element>(file: string, node: T): T => ({
  ...node,
  children: (node.children as RootContent[]).flatMap((child): RootContent[] => {
    if (child.type === "text") return [{ ...child, value: fillOfficeValues(file, child.value) }];
    if (child.type !== "element") return [child];
    const { href } = child.properties;
    const path = child.tagName === "a" && typeof href === "string" ? sitePath(href) : undefined;
    const element = path ? { ...child, properties: { ...child.properties, href: path } } : child;
    if (!path || linkedPage(path, pageIds).page) return [prepareBody(file, element)];
    warnOnce(`${file}: the link to ${path} is left out: it names no page of the site`);
    return prepareBody(file, element).children;
  }) as T["children"],
});

export function articleBody(id: ArticleId, locale: Locale): Root {
  const file = `${articlesDir}/${id}.${locale}.md`;
  const body = compiled[`/${file}`];
  if (!body) throw new Error(`No body for ${file}`);
  return prepareBody(file, body);
}
