import { PostCard } from "~/components/blog/PostCard";
import { Section } from "~/components/Section";
import { articles } from "~/blog/articles";
import { blogFilterNames, filtersOf, type BlogFilter } from "~/blog/schema";
import { blogWords } from "~/content/pages";
import { useLocale } from "~/site/locale";

/**
 * The blog's articles, the newest featured. Each topic filter is a link to
 * `#topic`; CSS `:target` (app.css) shows the posts of the chosen
 * topic, so filters work on the first tap without any script and a shared
 * link opens filtered.
 */
export function ArticleList() {
  const locale = useLocale();
  const text = blogWords(locale);
  // Front matter only: the list never loads an article's body.
  const [featured, ...others] = articles;
  const shownUnder = (filter: BlogFilter) =>
    articles.filter((article) => filtersOf(article[locale].category).includes(filter)).length;
  return (
    <Section id="articles" tone="muted" reveal={false} className="blog-articles">
      {blogFilterNames.map((name) => (
        <span key={name} id={name} className="blog-filter-target" />
      ))}
      <nav aria-label={text.filterLabel} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {blogFilterNames.map((name) => (
            <li key={name}>
              <a
                href={`#${name}`}
                data-blog-filter={name}
                className="blog-filter inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-ink-700 ring-1 ring-black/10 hover:bg-brand-50"
              >
                {text.filters[name]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mb-6 text-sm text-ink-600">
        {blogFilterNames.map((name) => {
          const count = shownUnder(name);
          return (
            <span key={name} data-blog-filter-count={name}>
              {count === 0
                ? text.noResults
                : text.showing
                    .replace("{count}", String(count))
                    .replace("{total}", String(articles.length))}
            </span>
          );
        })}
      </p>
      <p role="status" className="sr-only" data-blog-filter-status="" />
      {featured && (
        <div className="mb-10" data-filters={filtersOf(featured[locale].category).join(" ")}>
          <PostCard article={featured} featured />
        </div>
      )}
      <h2 className="sr-only">{text.allArticles}</h2>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {others.map((article) => (
          <li key={article.id} data-filters={filtersOf(article[locale].category).join(" ")}>
            <PostCard article={article} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
