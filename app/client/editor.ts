// Loaded after Sveltia CMS at /admin: a save of the office's facts, a page or an article that the
// build would refuse is refused there and then, with what to fix, instead of stopping the host's build.
import { defaultLocale, locales } from "../site/locales";
import { articleProblems, officeProblems, pageProblems } from "./editor-checks";

/** What Sveltia hands an event hook: the entry, as an Immutable.js map. */
interface Entry {
  get(key: "path"): string;
  getIn(path: string[]): { toJS(): unknown } | undefined;
}
declare const CMS: {
  registerEventListener(hook: {
    name: "preSave";
    handler: (event: { entry: Entry }) => void;
  }): void;
};

const { file, fields, language, pages, articles, facts } = EDITOR_CHECKS;
const saveAgain = {
  en: "Nothing was saved: correct this, then save again.",
  es: "No se guardó nada: corrija esto y vuelva a guardar.",
};

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const path = entry.get("path");
    // The default language's words are the entry's data; the others', its translations.
    const words = (locale: string) =>
      entry.getIn(locale === defaultLocale ? ["data"] : ["i18n", locale, "data"])?.toJS();
    const byLocale = () => Object.fromEntries(locales.map((locale) => [locale, words(locale)]));
    const problems =
      path === file
        ? officeProblems(words(defaultLocale), fields, language)
        : path.startsWith(`${pages}/`)
          ? pageProblems(byLocale(), facts, language)
          : path.startsWith(`${articles}/`)
            ? articleProblems(byLocale(), language)
            : [];
    // Sveltia shows the cause of a "saving_failed" error under its own message.
    if (problems.length > 0)
      throw new Error("saving_failed", {
        cause: new Error(
          [...problems.map((problem) => problem.replace(/[^.]$/, "$&.")), saveAgain[language]].join(
            " ",
          ),
        ),
      });
  },
});
