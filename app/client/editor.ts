// Loaded after Sveltia CMS at /admin: a save of the office's facts that the build would refuse is
// refused there and then, with what to fix, instead of stopping the host's build later.
import { officeProblems } from "./editor-checks";

/** What Sveltia hands an event hook: the entry, as an Immutable.js map. */
interface Entry {
  get(key: "path"): string;
  get(key: "data"): { toJS(): unknown };
}
declare const CMS: {
  registerEventListener(hook: {
    name: "preSave";
    handler: (event: { entry: Entry }) => void;
  }): void;
};

const { file, fields, language } = EDITOR_CHECKS;
const saveAgain = {
  en: "Nothing was saved: correct this, then save again.",
  es: "No se guardó nada: corrija esto y vuelva a guardar.",
};

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    if (entry.get("path") !== file) return;
    const problems = officeProblems(entry.get("data").toJS(), fields, language);
    // Sveltia shows the cause of a "saving_failed" error under its own message.
    if (problems.length > 0)
      throw new Error("saving_failed", {
        cause: new Error(
          [...problems.map((problem) => `${problem}.`), saveAgain[language]].join(" "),
        ),
      });
  },
});
