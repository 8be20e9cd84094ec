import { ArrowLeft, Info } from "lucide-react";
import { PageLink } from "~/components/Links";
import { CallToAction } from "~/components/CallToAction";
import { FloridaNotice } from "~/components/Notices";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { Reviewed } from "~/components/Reviewed";
import { sharePicture } from "~/images/pictures";
import { StructuredData } from "~/components/StructuredData";
import { buttonClass } from "~/components/ui/classes";
import { articlePicture, type Article } from "~/blog/articles";
import { articleBody } from "~/blog/bodies";
import { noticesFor } from "~/content/notices";
import { blogWords, pageName } from "~/content/pages";
import { usePage } from "~/site/pages";
import { articleData, breadcrumbData } from "~/site/structured-data";
import { ArticleBody, Markdown, splitLead } from "./ArticleBody";
import { PostMeta } from "./ArticleList";

/** A full article: back link, meta, title, author, picture, body and the call to action. */
export function BlogArticle({ article }: { article: Article }) {
  const { locale } = usePage();
  const text = article[locale];
  const words = blogWords(locale);
  const { lead, rest } = splitLead(articleBody(article.id, locale));
  // The notices its words require in either language, and those its front matter lists.
  const bodies = [articleBody(article.id, "en"), articleBody(article.id, "es")];
  const notices = noticesFor([article.en, article.es, ...bodies], text.notices);
  const data = [
    articleData(article.id, locale, text, sharePicture(articlePicture(article)).src),
    breadcrumbData(["Home", "Blog", article.id], locale, (id) =>
      id === article.id ? text.title : pageName(id, locale),
    ),
  ];
  const back = buttonClass("ghost", "md", "-ml-4 text-white hover:bg-white/10");
  const action = (
    <PageLink page={text.ctaPage} className={buttonClass("secondary", "lg")}>
      {text.ctaButton}
    </PageLink>
  );
  return (
    <>
      <article>
        <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
          <div className="mx-auto max-w-3xl px-4 pt-8 pb-14 sm:px-6 sm:pt-10">
            <PageLink page="Blog" className={back}>
              <ArrowLeft className="size-4" />
              {words.backToBlog}
            </PageLink>
            <PostMeta facts={text} dark />
            <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-balance max-[20rem]:text-2xl sm:text-5xl">
              {text.title}
            </h1>
            <p className="mt-5 font-semibold text-brand-100">
              {words.by} <span className="text-white">{text.author}</span>
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          {text.image && (
            <ResponsiveImage
              name={text.image}
              alt={text.imageAlt ?? ""}
              sizes="(min-width: 768px) 720px, 100vw"
              priority
              className="-mt-8 aspect-[1200/630] w-full rounded-2xl bg-brand-100 object-cover shadow-lg"
            />
          )}
          {/* The notices at least as large as the article's text (DECISIONS: conspicuous). */}
          {notices.length > 0 && (
            <div className="mt-10 grid gap-4 text-lg">
              {notices.map((kind) => (
                <FloridaNotice key={kind} kind={kind} />
              ))}
            </div>
          )}
          {lead && (
            <p className="mt-10 text-xl leading-relaxed font-medium text-ink-900">
              <Markdown tree={lead} />
            </p>
          )}
          <div className="mt-6">
            <ArticleBody body={rest} />
          </div>
          <Reviewed facts={text} className="mt-12" />
          <p className="mt-12 mb-16 flex gap-3 rounded-xl bg-slate-50 p-5 text-sm text-ink-600 ring-1 ring-black/5">
            <Info className="mt-0.5 size-5 text-brand-700" />
            {words.notAdvice}
          </p>
        </div>
        <StructuredData data={data} />
      </article>
      <CallToAction id="cta" title={text.ctaTitle} subtitle={text.ctaText} action={action} />
    </>
  );
}
