// Loaded after Sveltia CMS at /admin: a save of the office's facts, a page or an article that the
// build would refuse is refused there and then, with what to fix, instead of stopping the host's build.
import { locales } from "../site/locales";
import { articleProblems, officeProblems, pageProblems } from "./editor-checks";

/** The entry Sveltia hands an event hook, an Immutable.js map, as these checks read it (Sveltia's
 * types leave what `getIn` finds unknown). */
interface Entry {
  get(key: "path"): string;
  getIn(path: string[]): { toJS(): unknown } | undefined;
}
/** Sveltia's API: the global its script defines. */
declare const CMS: typeof import("@sveltia/cms").default;

const { file, fields, language, pages, articles, shared, facts, addresses, inUse } = EDITOR_CHECKS;
const saveAgain = {
  en: "Nothing was saved: correct this, then save again.",
  es: "No se guardó nada: corrija esto y vuelva a guardar.",
};

/** What the build would refuse in the entry being saved, in the editor's language. */
function problemsOf(entry: Entry): string[] {
  const path = entry.get("path");
  // The editor's language is its default (cms-config.ts): its words are the entry's data; the
  // others', its translations.
  const words = (locale: string) =>
    entry.getIn(locale === language ? ["data"] : ["i18n", locale, "data"])?.toJS();
  const byLocale = () => Object.fromEntries(locales.map((locale) => [locale, words(locale)]));
  if (path === file) return officeProblems(words(language), fields, language, inUse);
  if (path.startsWith(`${pages}/`)) return pageProblems(byLocale(), facts, language);
  if (path.startsWith(`${articles}/`))
    return articleProblems(byLocale(), shared, addresses, language);
  return [];
}

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    let problems: string[];
    try {
      problems = problemsOf(entry as Entry);
    } catch (error) {
      // An entry these checks did not expect is saved, never blocked: the build still checks it.
      console.error("The editor's checks failed; saving anyway:", error);
      return;
    }
    // Sveltia shows the cause of a "saving_failed" error under its own message (as of 0.221;
    // tests/e2e/cms.spec.ts sees it).
    const told = problems.map((problem) => problem.replace(/[^.?!]$/, "$&."));
    const message = [...told, saveAgain[language]].join(" ");
    if (told.length > 0) throw new Error("saving_failed", { cause: new Error(message) });
  },
});
