/**
 * The s. 117.05(10), F.S. notary notice in Haitian Creole, shown when `address.county` is
 * Miami-Dade: the county's Unlawful Immigration Services Ordinance (Code of Miami-Dade County,
 * ch. 21, art. XX; $2,500 civil penalty for a first offense) requires a notary advertising there to
 * say it is not a lawyer in English, Spanish and Creole. The office's own translation, unchecked
 * by a native speaker: `npm run preflight` lists it until someone fluent confirms or corrects it,
 * sets `verified: true` and records the date.
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
export function isMiamiDade(county: string): boolean {
  return /^miami[\s-]*dade(\s+county)?$/i.test(county.trim());
}
