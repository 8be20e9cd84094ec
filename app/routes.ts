import { route, type RouteConfig } from "@react-router/dev/routes";
import { aliasPaths, locales, pageIds, pageModule, pagePath } from "./site/pages";

// From the route table: each page per language, the /Home aliases, a 404 catch-all per language.
export default [
  ...pageIds.flatMap((id) =>
    locales.map((locale) => route(pagePath(id, locale), pageModule(id), { id: `${locale}-${id}` })),
  ),
  ...aliasPaths.map(({ path, page, locale }) =>
    route(path, pageModule(page), { id: `${locale}-${page}-alias` }),
  ),
  ...locales
    .filter((locale) => locale !== "en")
    .map((locale) => route(`/${locale}/*`, pageModule("Home"), { id: `${locale}-not-found` })),
  route("*", pageModule("Home"), { id: "en-not-found" }),
] satisfies RouteConfig;
