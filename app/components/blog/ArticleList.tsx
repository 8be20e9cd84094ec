import { ArrowRight, CalendarDays, Clock, RefreshCw } from "lucide-react";
import { PageLink } from "~/components/Links";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { cn } from "~/components/ui/classes";
import { articles, type Article } from "~/blog/articles";
import { blogFilterNames, filtersOf, type ArticleFrontMatter } from "~/blog/schema";
import { blogWords } from "~/content/pages";
import { fill } from "~/site/contact";
import { formatIsoDay } from "~/site/format";
import { usePage } from "~/site/pages";

type Facts = Pick<ArticleFrontMatter, "category" | "date" | "updated" | "readTime">;

/** An article's category badge, dates and read time; `dark` on the article's header. */
export function PostMeta({ facts, dark }: { facts: Facts; dark?: boolean }) {
  const { locale } = usePage();
  const text = blogWords(locale);
  const day = (iso: string) => <time dateTime={iso}>{formatIsoDay(iso, locale)}</time>;
  return (
    <div
      className={cn(
        // A year never alone on its line.
        "flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-pretty",
        dark ? "text-brand-100 mt-6" : "text-ink-600",
      )}
    >
      <span
        className={cn(
          "min-w-0 rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase",
          dark ? "bg-sun-400 text-brand-950" : "bg-brand-50 text-brand-800",
        )}
      >
        {text.categories[facts.category]}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4" />
        {day(facts.date)}
      </span>
      {facts.updated && (
        <span className="inline-flex items-center gap-1.5" data-updated>
          <RefreshCw className="size-4" />
          {/* One text, so "Updated" and its date wrap as words on a narrow phone. */}
          <span>
            {text.updated} {day(facts.updated)}
          </span>
        </span>
      )}
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" />
        {facts.readTime} {text.minutesRead}
      </span>
    </div>
  );
}

/** An article on the list, from its front matter: picture, facts, title, excerpt, author. */
function PostCard({ article, featured = false }: { article: Article; featured?: boolean }) {
  const { locale } = usePage();
  const words = blogWords(locale);
  const text = article[locale];
  const Heading = featured ? "h2" : "h3";
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 transition-shadow hover:shadow-md",
        featured && "lg:grid lg:grid-cols-2",
      )}
    >
      {text.image && (
        <ResponsiveImage
          name={text.image}
          alt={text.imageAlt ?? ""}
          sizes={
            featured
              ? "(min-width: 1024px) 640px, 100vw"
              : "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          }
          priority={featured}
          className="aspect-[1200/630] w-full bg-brand-100 object-cover lg:h-full"
        />
      )}
      <div className={cn("flex grow flex-col p-6", featured && "lg:p-10")}>
        {featured && (
          <p className="mb-3 text-sm font-bold tracking-wider text-brand-700 uppercase">
            {words.featured}
          </p>
        )}
        <PostMeta facts={text} />
        <Heading
          className={cn(
            "mt-4 font-bold tracking-tight text-balance",
            featured ? "text-2xl max-[20rem]:text-xl sm:text-3xl" : "text-xl max-[20rem]:text-lg",
          )}
        >
          <PageLink page={article.id} className="after:absolute after:inset-0 hover:underline">
            {text.title}
          </PageLink>
        </Heading>
        <p className="mt-3 grow text-ink-600">{text.excerpt}</p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 text-sm">
          {/* Beside the author while it fits, then under it (very large text). */}
          <p className="grow font-semibold text-ink-700">
            {words.by} <span>{text.author}</span>
          </p>
          <span aria-hidden className="inline-flex items-center gap-1 font-semibold text-brand-700">
            {words.readMore}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}

/** The articles, newest featured; each filter links to `#topic`, whose `:target` shows its posts. */
export function ArticleList() {
  const { locale } = usePage();
  const text = blogWords(locale);
  const [featured, ...others] = articles;
  const filters = (article: Article) => filtersOf(article[locale].category);
  return (
    <>
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
          const count = articles.filter((article) => filters(article).includes(name)).length;
          return (
            <span key={name} data-blog-filter-count={name}>
              {count === 0
                ? text.noResults
                : fill(text.showing, { count: String(count), total: String(articles.length) })}
            </span>
          );
        })}
      </p>
      <p role="status" className="sr-only" data-blog-filter-status="" />
      {featured && (
        <div className="mb-10" data-filters={filters(featured).join(" ")}>
          <PostCard article={featured} featured />
        </div>
      )}
      <h2 className="sr-only">{text.allArticles}</h2>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {others.map((article) => (
          <li key={article.id} data-filters={filters(article).join(" ")}>
            <PostCard article={article} />
          </li>
        ))}
      </ul>
    </>
  );
}
