/**
 * The statutory notices' texts in English: the law's words, not the owner's, so they stay in
 * code; their titles are in content/site.en.yaml.
 */
export const lawEn = {
  notaryNotice: {
    text: "I AM NOT AN ATTORNEY LICENSED TO PRACTICE LAW IN THE STATE OF FLORIDA, AND I MAY NOT GIVE LEGAL ADVICE OR ACCEPT FEES FOR LEGAL ADVICE.",
  },
  // s. 501.1391, F.S. (ch. 2025-82): the statement a business offering immigration services
  // posts on its main website, in every language it serves in; its status is in notice-status.ts.
  immigrationServicesNotice: {
    statement:
      "I AM NOT AN ATTORNEY LICENSED TO PRACTICE LAW AND MAY NOT GIVE LEGAL ADVICE OR ACCEPT FEES FOR LEGAL ADVICE. I AM NOT ACCREDITED TO REPRESENT YOU IN IMMIGRATION MATTERS.",
    explanation:
      "Our office is not a law firm, and our staff are not attorneys. We type forms with the information you give us in writing, and we cannot give legal advice, choose forms for you, or represent you before any agency or court. For legal advice, consult a licensed attorney or a representative accredited by the U.S. Department of Justice.",
  },
};
