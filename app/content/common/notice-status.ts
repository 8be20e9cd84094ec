/**
 * Where the wording of the s. 501.1391, F.S. notice (`immigrationServicesNotice`
 * in `./en.ts` and `./es.ts`) comes from, and whether someone has checked it
 * word for word against the statute. `npm run preflight` refuses to call the
 * site ready while `verified` is false.
 *
 * The enrolled text of CS/HB 915 (2025), chapter 2025-82, Laws of Florida, could
 * not be read when this was written: the wording below the bill summaries was
 * taken from secondary sources that quote it. Before launch, read s. 501.1391 on
 * www.flsenate.gov/Laws/Statutes or leg.state.fl.us, correct the English
 * statement (and its Spanish translation) if it differs, then set `verified: true`
 * and record the date.
 */
export const immigrationServicesNoticeStatus = {
  statute: "s. 501.1391, Florida Statutes (ch. 2025-82, Laws of Florida; CS/HB 915, 2025)",
  verified: false,
  /** ISO date the wording was checked against the statute, once it is. */
  verifiedOn: null as string | null,
};

export type NoticeStatus = typeof immigrationServicesNoticeStatus;
