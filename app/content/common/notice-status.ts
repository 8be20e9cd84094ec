/**
 * Whether the s. 501.1391, F.S. notice (./law.ts), quoted from sources citing CS/HB 915 (2025), was
 * checked against the statute (www.flsenate.gov/Laws/Statutes), as `npm run preflight` requires;
 * correct both texts if they differ, then set `verified: true` and record the date.
 */
export const immigrationServicesNoticeStatus = {
  statute: "s. 501.1391, Florida Statutes (ch. 2025-82, Laws of Florida; CS/HB 915, 2025)",
  verified: false,
  verifiedOn: null as string | null,
};
