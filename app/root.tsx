import { useEffect, useRef } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { useRevealOnScroll } from "~/components/Reveal";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { sharePicture } from "~/components/ResponsiveImage";
import { StructuredData } from "~/components/StructuredData";
import { Toaster } from "~/components/Toaster";
import { common } from "~/content/common";
import { languageBootScript } from "~/site/language";
import { resolvePath } from "~/site/pages";
import { breadcrumbData, officeData } from "~/site/structured-data";
import "./app.css";

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const { locale } = resolvePath(pathname);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: languageBootScript }} />
        <meta name="theme-color" content="#112f54" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <noscript>
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {common[locale].skipToContent}
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        <Footer />
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** JSON-LD for the page: the office on Home, breadcrumbs on inner pages (articles add their own). */
function PageStructuredData() {
  const { pathname } = useLocation();
  const { locale, page, known } = resolvePath(pathname);
  if (!known || page.startsWith("BlogPost")) return null;
  const names = common[locale].pageNames;
  if (page === "Home") {
    return (
      <StructuredData
        data={officeData(locale, common[locale].footer.tagline, sharePicture("share/home").src)}
      />
    );
  }
  const trail = [
    { page: "Home" as const, name: names.Home },
    { page, name: names[page] },
  ];
  return <StructuredData data={breadcrumbData(trail, locale)} />;
}

/** After a client-side navigation, moves focus to the new page's content, as a full page load would. */
function useFocusOnNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
}

export default function App() {
  const { pathname } = useLocation();
  useRevealOnScroll(pathname);
  useFocusOnNavigation(pathname);
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
  return (
    <>
      <Outlet />
      <PageStructuredData />
    </>
  );
}
