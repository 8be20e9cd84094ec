import { Newspaper } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Newsletter } from "~/components/blog/Newsletter";
import { PostCard } from "~/components/blog/PostCard";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import { cn } from "~/components/ui/cn";
import { posts } from "~/content/blog";
import {
  blogFilterNames as filterNames,
  blogFilters,
  filterFromSearch,
  type BlogFilter,
} from "~/content/blog/schema";
import { blogList } from "~/content/blogList";
import { useLocale } from "~/site/locale";
import { pageHead } from "~/site/seo";

export const meta = pageHead("Blog", blogList);

export default function BlogPage() {
  const locale = useLocale();
  const text = blogList[locale];
  const location = useLocation();
  const navigate = useNavigate();
  // The prerendered page lists every post; the URL's filter applies once the script runs.
  const [filter, setFilter] = useState<BlogFilter>("all");
  useEffect(() => setFilter(filterFromSearch(location.search)), [location.search]);

  const shown = posts.filter((post) =>
    (blogFilters[filter] as readonly string[]).includes(post.facts.category),
  );
  const [featured, ...others] = posts;
  const featuredShown = featured && shown.includes(featured);
  const grid = others.filter((post) => shown.includes(post));

  function choose(name: BlogFilter) {
    setFilter(name);
    const search = name === "all" ? "" : `?category=${name}`;
    navigate({ search }, { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <PageHero icon={Newspaper} title={text.hero.title} subtitle={text.hero.subtitle} />
      <Section id="articles" tone="muted" reveal={false}>
        <div
          role="group"
          aria-label={text.filterLabel}
          className="js-only mb-4 flex flex-wrap gap-2"
        >
          {filterNames.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={filter === name}
              onClick={() => choose(name)}
              className={cn(
                "min-h-11 rounded-full px-4 text-sm font-semibold ring-1 transition-colors",
                filter === name
                  ? "bg-brand-700 text-white ring-brand-700"
                  : "bg-white text-ink-700 ring-black/10 hover:bg-brand-50",
              )}
            >
              {text.filters[name]}
            </button>
          ))}
        </div>
        <p role="status" className="mb-6 text-sm text-ink-600">
          {shown.length === 0
            ? text.noResults
            : text.showing
                .replace("{count}", String(shown.length))
                .replace("{total}", String(posts.length))}
        </p>
        {featuredShown && (
          <div className="mb-10">
            <PostCard
              id={featured.id}
              facts={featured.facts}
              text={featured.text[locale]}
              featured
            />
          </div>
        )}
        {grid.length > 0 && (
          <>
            <h2 className="sr-only">{text.allArticles}</h2>
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {grid.map((post) => (
                <li key={post.id}>
                  <PostCard id={post.id} facts={post.facts} text={post.text[locale]} />
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>
      <Section id="newsletter" reveal={false}>
        <Newsletter />
      </Section>
    </>
  );
}
