import { ArrowRight } from "lucide-react";
import { PageLink } from "~/components/PageLink";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { cn } from "~/components/ui/cn";
import type { Article } from "~/blog/articles";
import { blogWords } from "~/content/pages";
import { useLocale } from "~/site/locale";
import { PostMeta } from "./PostMeta";

interface PostCardProps {
  article: Article;
  featured?: boolean;
}

/** An article on the blog list, from its front matter: picture, category, date, read time, title, excerpt, author. */
export function PostCard({ article, featured = false }: PostCardProps) {
  const locale = useLocale();
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
            featured ? "text-2xl sm:text-3xl" : "text-xl",
          )}
        >
          <PageLink page={article.id} className="after:absolute after:inset-0 hover:underline">
            {text.title}
          </PageLink>
        </Heading>
        <p className="mt-3 grow text-ink-600">{text.excerpt}</p>
        <div className="mt-6 flex items-center justify-between gap-4 text-sm">
          <p className="font-semibold text-ink-700">
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
