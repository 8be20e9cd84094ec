// The articles' checked front matter, newest first; their bodies are in bodies.ts.
import { officeConfig } from "~/site/config";
import { namesButOfficeName, notOfficeName } from "~/site/fact-names";
import { defaultLocale, locales, type Locale } from "~/site/locales";
import { articleIdsOf, articlesDir, type ArticleId } from "~/site/article-files";
import { parseFrontMatter, sharedFields, type ArticleFrontMatter } from "./schema";

/** An article: its id (the page's URL segment), its files and its front matter per language. */
export type Article = { id: ArticleId; files: Record<Locale, string> } & Record<
  Locale,
  ArticleFrontMatter
>;

/** A text with its `{officeName}` filled in; fails naming the file on any other `{…}`. */
export function fillOfficeValues(file: string, text: string): string {
  const [typed] = namesButOfficeName(text);
  if (typed) throw new Error(`${file}: ${notOfficeName.en(typed)}`);
  return text.replaceAll("{officeName}", officeConfig.officeName);
}

/** Builds the collection from each file's front matter as written, keyed by path. */
export function collectArticles(sources: Record<string, Record<string, unknown>>): Article[] {
  // Fails first on an article missing in a language, naming the file to add.
  const articles = articleIdsOf(Object.keys(sources)).map((id) => {
    const article = { id, files: {} } as Article;
    for (const locale of locales) {
      const file = (article.files[locale] = `${articlesDir}/${id}.${locale}.md`);
      // Checked as written (the editor counts the same characters), then filled in.
      const checked = parseFrontMatter(file, sources[`/${file}`]!);
      const filled = Object.entries(checked).map(([key, value]) => [
        key,
        typeof value === "string" ? fillOfficeValues(file, value) : value,
      ]);
      article[locale] = Object.fromEntries(filled) as ArticleFrontMatter;
    }
    // Date, category, picture, linked page and notices are typed once: the English file's count.
    const shared = Object.fromEntries(
      sharedFields.map((key) => [key, article[defaultLocale][key]]),
    );
    for (const other of locales.filter((locale) => locale !== defaultLocale))
      article[other] = { ...article[other], ...shared };
    return article;
  });
  // Newest first; the blog list features the first. Of one date, in name order: articleIdsOf gives
  // them so, and the sort keeps that order (it is stable).
  return articles.sort((a, b) => b[defaultLocale].date.localeCompare(a[defaultLocale].date));
}

export const articles: readonly Article[] = collectArticles(
  import.meta.glob<Record<string, unknown>>("/app/content/blog/articles/*.md", {
    eager: true,
    query: "?front-matter",
    import: "default",
  }),
);

/** An article's picture, or the blog's card when it has none. */
export const articlePicture = (article: Article) => article[defaultLocale].image ?? "share/Blog";
