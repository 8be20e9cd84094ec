import { route, type RouteConfig } from "@react-router/dev/routes";
import { aliasPaths, locales, pageIds, pageModule, pagePath } from "./site/pages";

// Derived from the route table: each page in each language, the /Home
// aliases, and a catch-all per language that shows Home (served with 404).
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
