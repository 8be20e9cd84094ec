/**
 * A case-insensitive pattern, without flags (the editor compiles patterns
 * with none), that refuses a text containing any of these words.
 */
function refusing(terms: readonly string[]): string {
  const letters = (term: string) =>
    [...term]
      .map((c) =>
        c.toLowerCase() !== c.toUpperCase() ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c,
      )
      .join("");
  return `^(?![\\s\\S]*(?:${terms.map(letters).join("|")}))[\\s\\S]*$`;
}

/**
 * The titles the editor refuses as they are typed (s. 117.05(11), F.S.: no
 * "notario", no title implying immigration expertise). The build applies the
 * full list, with its context rules (app/content/forbidden-terms.ts).
 */
export const refusedTitles = [
  "notario",
  "notaria ",
  "immigration consultant",
  "immigration specialist",
  "immigration expert",
  "immigration assistant",
  "consultor de inmigración",
  "asesor de inmigración",
  "especialista en inmigración",
  "experto en inmigración",
];
export const titlePattern: [string, string] = [
  refusing(refusedTitles),
  'Florida law forbids this word here: write "Notary Public", never "notario", and no title such as "immigration consultant" or "expert".',
];
