import { officeConfig } from "~/site/config";

const office = officeConfig.officeName;

/** Terms of service text. English is the source; `es.ts` mirrors every key. */
export const termsEn = {
  meta: {
    title: `Terms of Service | ${office}`,
    description:
      "Terms for using our website: we are not a law firm and give no legal advice. Disclaimers, limits of liability and Florida governing law.",
  },
  hero: {
    title: "Terms of Service",
    subtitle:
      "The rules for using this website, and an honest statement of what our office can and cannot do for you.",
  },
  updated: "Last updated:",
  toc: "On this page",
  contactLabels: { email: "E-mail", phone: "Phone", address: "Mailing address" },
  privacyLink: "Read our Privacy Policy",
  sections: {
    introduction: {
      title: "Introduction",
      blocks: [
        {
          text: [
            `These terms govern your use of this website, run by ${office} (“we”, “us”, “our office”), a multiservice office in Florida offering Notary Public services, tax preparation, ITIN applications, immigration document preparation, translations and business formation.`,
            "Please read them together with our Privacy Policy. When you hire us for a specific service, the fees, instructions and any written agreement for that service also apply.",
          ],
        },
      ],
    },
    responsibilities: {
      title: "Your responsibilities",
      blocks: [
        {
          text: ["When you use this website and our services, you agree to:"],
          list: [
            "Use the site only for lawful purposes, and not try to break into it, overload it or interfere with how it works.",
            "Give us information and documents that are true, accurate and complete. The forms we prepare use the information exactly as you give it to us.",
            "Review every document carefully before you sign or file it. Ask us if anything about our service is unclear; for legal questions, consult a licensed attorney.",
            "Make your own decisions about your legal, tax and immigration matters, and consult a licensed attorney or other qualified professional when you need advice.",
            "Keep your appointments, or cancel or reschedule them following the scheduler's instructions.",
            "Follow the terms of the online scheduler and of the social networks when you use them.",
          ],
        },
        {
          text: [
            "We may decline or stop a service when the law does not allow it, when we cannot verify your identity (for example, for a notarization), or when information we are asked to use appears to be false.",
          ],
        },
      ],
    },
    intellectualProperty: {
      title: "Intellectual property",
      blocks: [
        {
          text: [
            `The text, design, logo, illustrations and other content of this website belong to ${office} or are used with permission, and are protected by copyright and trademark law.`,
            "You may view, print or share our pages for personal, non-commercial use, as long as you do not change them. You may not copy, republish or sell our content, or use our name or logo in a way that suggests we endorse you, without our written permission.",
            "Government forms and the names of the agencies mentioned on this site belong to their owners. Mentioning them does not mean that any agency endorses or is connected with our office.",
          ],
        },
      ],
    },
    disclaimer: {
      title: "Disclaimer",
      notice: {
        title: "Please read this before using our services",
        text: "Nothing on this website is legal advice. Our office is not a law firm, and neither visiting this site nor hiring us makes us your lawyer.",
      },
      general: [
        {
          heading: "General information only",
          text: [
            "The information on this website is general and educational. It is not legal, tax or immigration advice for your situation, and it may not reflect the latest changes in laws, fees or agency procedures.",
          ],
          list: [
            "Using this site, calling or e-mailing us, or booking an appointment does not create an attorney-client relationship.",
            "We do not guarantee any outcome. Approvals, refunds, processing times and decisions belong to the IRS, USCIS, courts and other agencies, not to us.",
            "Figures, fees and time frames mentioned on the site are estimates and may change.",
            "Booking buttons open an online scheduler run by another company, in a new tab. It has its own terms and privacy policy, and we do not control its content or availability.",
            "The site is provided “as is”. We work to keep it accurate and available, but we cannot promise it will always be error-free or uninterrupted.",
          ],
        },
      ],
      clarification: [
        {
          heading: "What our staff can and cannot do",
          text: [
            "Our staff are not attorneys, and our office is not a law firm. We cannot give legal advice, choose forms for you, explain your legal rights or options, or represent you before any agency or court.",
            "We help with forms only within the limits Florida sets for nonlawyers.",
            "Rule 10-2.1 of the Rules Regulating The Florida Bar defines the unlicensed practice of law, and the rule that follows it (Rule 10-2.2) explains how a nonlawyer may help with forms: by filling in forms approved by the Supreme Court of Florida with the factual information you provide in writing, and by typing other forms with the information you give in writing, exactly as given, without advising you which form to use or what to say in it.",
            "For immigration matters, you decide which forms to file and what they say; we type them with the information you give us in writing, and copy, assemble, translate and mail them as you direct. Only a licensed attorney or an accredited representative can advise you about your case. If you need advice, please consult one.",
            "As Notary Public, we verify identity and witness signatures. We do not draft legal documents for you or explain their legal effect.",
          ],
        },
      ],
    },
    limitation: {
      title: "Limitation of liability",
      blocks: [
        {
          text: ["To the fullest extent Florida law allows:"],
          list: [
            "We are not liable for indirect, incidental, special or consequential damages arising from your use of this website or your reliance on its general information.",
            "We are not responsible for decisions made by government agencies or courts, or for delays and errors caused by information that was incomplete or inaccurate when you gave it to us.",
            "We are not responsible for the websites our links open, including the online scheduler and social networks.",
            "If we are found liable in connection with a service, our liability is limited to the amount you paid us for that service.",
          ],
        },
        {
          text: [
            "Nothing in these terms limits liability that the law does not allow to be limited, or takes away your rights under Florida consumer protection laws.",
          ],
        },
      ],
    },
    governingLaw: {
      title: "Governing law",
      blocks: [
        {
          text: [
            "These terms are governed by the laws of the State of Florida, without regard to its conflict-of-law rules, and by applicable federal law.",
            `Any dispute about this website or these terms will be resolved in the state or federal courts located in ${officeConfig.address.county} County, Florida, where our office is, and you agree to their jurisdiction.`,
            "Before going to court, please contact us: most problems can be solved with a conversation.",
          ],
        },
      ],
    },
    contact: {
      title: "Contact us",
      blocks: [
        {
          text: [
            "If you have questions about these terms, we are happy to help. You can reach us here:",
          ],
        },
      ],
    },
    acceptance: {
      title: "Acceptance of these terms",
      blocks: [
        {
          text: [
            "By using this website, you confirm that you have read and accept these terms and our Privacy Policy. If you do not agree with them, please do not use the site.",
            "We may update these terms from time to time. The version published on this page applies from the moment it is posted, and continuing to use the site means you accept it.",
            "If any part of these terms cannot be enforced, the rest remains in effect. These terms are published in English and Spanish with the same meaning; if the two versions ever differ, the English version controls.",
          ],
        },
      ],
    },
  },
};

export type TermsText = typeof termsEn;
