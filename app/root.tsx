import { Links, Meta, Outlet } from "react-router";
import { bootScript } from "virtual:site-script";
import { Footer, HoursNotice } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { Toaster } from "~/components/Toaster";
import { common } from "~/content/common";
import { orderedPageIds } from "~/content/pages";
import { usePage } from "~/site/pages";
import { pageNamesId } from "~/site/language";
import "./app.css";

export function Layout({ children }: { children: React.ReactNode }) {
  const { locale, known } = usePage();
  // No `<Scripts />`: pages are complete HTML whose controls are native elements.
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The 404 page lists the pages, so its boot sends any casing of a name to the page. */}
        {!known && (
          <script
            type="application/json"
            id={pageNamesId}
            dangerouslySetInnerHTML={{ __html: JSON.stringify(orderedPageIds) }}
          />
        )}
        {/* Sends a visitor who chose Spanish to the Spanish page, then loads the site script. */}
        <script dangerouslySetInnerHTML={{ __html: bootScript }} />
        <meta name="theme-color" content="#112f54" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
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
        {/* Last, so that showing it moves nothing: it sticks to the bottom of the screen. */}
        <HoursNotice />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
