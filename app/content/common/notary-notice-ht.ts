/**
 * The s. 117.05(10), F.S. notary notice in Haitian Creole, required in Miami-Dade (county code
 * ch. 21, art. XX): the office's own translation, which `npm run preflight` lists until someone
 * fluent confirms or corrects it, sets `verified: true` and records the date.
 */
export const notaryNoticeHaitianCreole = {
  lang: "ht",
  // "I am not an attorney licensed to practice law in the State of Florida, and I may not give
  // legal advice or accept fees for legal advice."
  text: "MWEN PA YON AVOKA KI GEN LISANS POU PRATIKE LALWA NAN ETA FLORID, E MWEN PA GEN DWA BAY KONSÈY LEGAL NI AKSEPTE FRÈ POU KONSÈY LEGAL.",
  verified: false,
  verifiedOn: null as string | null,
};

/** Whether a county, as the config writes it, is Miami-Dade ("Miami Dade County" too). */
export const isMiamiDade = (county: string) => /^miami[\s-]*dade(\s+county)?$/i.test(county.trim());
