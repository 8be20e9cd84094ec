/**
 * Whether the wording of the s. 501.1391, F.S. notice (`immigrationServicesNotice` in ./law.ts)
 * was checked word for word against the statute; `npm run preflight` refuses to call the site ready
 * until it was. The enrolled text of CS/HB 915 (2025) could not be read when this was written: the
 * wording comes from secondary sources quoting it. Before launch, read s. 501.1391 on
 * www.flsenate.gov/Laws/Statutes or leg.state.fl.us, correct both texts if they differ, then set
 * `verified: true` and record the date.
 */
export const immigrationServicesNoticeStatus = {
  statute: "s. 501.1391, Florida Statutes (ch. 2025-82, Laws of Florida; CS/HB 915, 2025)",
  verified: false,
  verifiedOn: null as string | null,
};
