/**
 * The s. 117.05(10), F.S. notary notice in Haitian Creole, for an office in
 * Miami-Dade County: the county's Unlawful Immigration Services Ordinance
 * (Code of Miami-Dade County, ch. 21, art. XX) requires a notary who advertises
 * in the county to say, in the advertisement, that the notary is not a lawyer,
 * in English, Spanish and Creole (civil penalty $2,500 for a first offense, per
 * the county's consumer-protection page, miamidade.gov › Consumer Protection ›
 * Immigration Services). The notary notice shows this text when the config's
 * `address.county` is Miami-Dade.
 *
 * The text is the office's own translation of the English notice and has not
 * been checked by a native speaker: `npm run preflight` lists it until someone
 * fluent in Haitian Creole confirms it (or corrects it), sets `verified: true`
 * and records the date.
 */
export const notaryNoticeHaitianCreole = {
  /** BCP 47 language tag, for `lang` (screen readers and translation tools). */
  lang: "ht",
  /** "I am not an attorney licensed to practice law in the State of Florida, and I may not give legal advice or accept fees for legal advice." */
  text: "MWEN PA YON AVOKA KI GEN LISANS POU PRATIKE LALWA NAN ETA FLORID, E MWEN PA GEN DWA BAY KONSÈY LEGAL NI AKSEPTE FRÈ POU KONSÈY LEGAL.",
  verified: false,
  /** ISO date a native speaker confirmed the wording, once someone has. */
  verifiedOn: null as string | null,
};

export type HaitianCreoleNotice = typeof notaryNoticeHaitianCreole;

/** Whether a county, as the config writes it, is Miami-Dade ("Miami-Dade", "Miami Dade County"…). */
export function isMiamiDade(county: string): boolean {
  return /^miami[\s-]*dade(\s+county)?$/i.test(county.trim());
}
