import { officeConfig } from "~/site/config";

const office = officeConfig.officeName;

/** Privacy policy text. English is the source; `es.ts` mirrors every key. */
export const privacyEn = {
  meta: {
    title: `Privacy Policy | ${office}`,
    description:
      "What our website collects (almost nothing: no cookies, no analytics), how we protect the information you give our office, and how to reach us.",
  },
  hero: {
    title: "Privacy Policy",
    subtitle:
      "Plain answers about what this website collects — very little — and how we protect the information you share with our office.",
  },
  updated: "Last updated:",
  toc: "On this page",
  contactLabels: { email: "E-mail", phone: "Phone", address: "Mailing address" },
  sections: {
    introduction: {
      title: "Introduction",
      blocks: [
        {
          text: [
            `${office} (“we”, “us”, “our office”) is a multiservice office in Florida. We offer Notary Public services, tax preparation, ITIN applications, immigration document preparation, translations and business formation. We are not a law firm.`,
            "This policy explains what information this website handles, what our office does with the information you give us when you use our services, and the choices you have. We wrote it to be read: if anything is unclear, contact us and we will explain it.",
            "It does not cover other websites that our links open, such as the online booking scheduler or our social media pages. Those sites have their own privacy policies.",
          ],
        },
      ],
    },
    information: {
      title: "Information we collect",
      blocks: [
        {
          heading: "On this website",
          text: [
            "This is a static website: a set of pages your browser downloads and displays. It has no accounts, no sign-in and no forms that send information to our office. The only things involved are:",
          ],
          list: [
            {
              term: "Your language choice.",
              text: "When you choose English or Spanish, your browser remembers it (see “Cookies and local storage”). It stays on your device and is never sent to us.",
            },
            {
              term: "Standard server logs.",
              text: "Like almost every website, the company that hosts this site may automatically record technical details of each visit — your IP address, the pages requested, the date and time, and your browser type — to keep the site secure and working.",
            },
            {
              term: "Newsletter sign-up.",
              text: "The sign-up form does not send anything to us. It opens your own e-mail app with a message to our office already written. We receive your e-mail address only if you decide to send that message.",
            },
            {
              term: "Phone, e-mail and booking links.",
              text: "Phone and e-mail links open your own phone or e-mail app. Booking buttons open an online scheduler run by another company, in a new tab; it collects what you type there.",
            },
          ],
        },
        {
          heading: "When you contact us or use our services",
          text: [
            "When you book an appointment, call, e-mail or visit our office, we receive the information you choose to give us so that we can provide the service you ask for. Depending on the service, this may include:",
          ],
          list: [
            "Your name, phone number, e-mail address and mailing address.",
            "Identity documents, such as a passport, driver's license or immigration documents.",
            "Tax information, such as Social Security numbers or ITINs, income statements (W-2, 1099) and bank details for a refund.",
            "Information about your family, work, business or immigration history that a form asks for.",
            "Documents you ask us to notarize, certify or translate.",
          ],
        },
      ],
    },
    use: {
      title: "How we use information",
      blocks: [
        {
          text: ["We use the information you give us only to serve you:"],
          list: [
            "To provide the service you asked for: preparing and filing your tax return, typing forms with the information you give us, notarizing, translating or registering your business.",
            "To contact you about your appointment, your documents or the status of your service.",
            "To meet our legal obligations, such as record-keeping rules for tax preparers and notaries.",
          ],
        },
        {
          text: [
            "Your language choice is used only to show the site in your language. Server logs are used only to keep the site secure and running; we do not use them to identify visitors.",
            "We do not sell or rent your information, use it for advertising, or build profiles about you. We send news only if you ask to receive it, and you can stop at any time by e-mailing us.",
            "Tax return information gets extra protection: federal law (section 7216 of the Internal Revenue Code) limits how tax preparers may use or disclose it. We use it to prepare and file your return and for the services you request, and we ask for your written consent before any other use.",
          ],
        },
      ],
    },
    sharing: {
      title: "How we share information",
      blocks: [
        {
          text: [
            "We never sell your information. We share it only when needed to provide the service you asked for, at your direction, or when the law requires it:",
          ],
          list: [
            {
              term: "Government agencies, at your direction.",
              text: "When you ask us to file or submit something for you: for example the IRS, U.S. Citizenship and Immigration Services (USCIS), the Florida Department of State and other federal, state or local agencies.",
            },
            {
              term: "Providers that help us do the work.",
              text: "For example, tax software and electronic filing services, which must keep your information confidential.",
            },
            {
              term: "The online scheduler.",
              text: "When you book, you type your details directly on the scheduler's website. That company handles them under its own privacy policy and passes your appointment to us.",
            },
            {
              term: "When the law requires it.",
              text: "To respond to a subpoena, court order or other legal process, or when needed to prevent fraud or protect someone's safety.",
            },
            {
              term: "With your permission.",
              text: "With anyone else you authorize, such as a family member or your attorney.",
            },
          ],
        },
        {
          text: [
            "Our links to Facebook, Instagram and TikTok open those networks, which are governed by their own policies. We do not place their buttons, pixels or trackers on this website. Links to other sites open without telling them which of our pages you came from.",
          ],
        },
      ],
    },
    cookies: {
      title: "Cookies and local storage",
      blocks: [
        {
          text: [
            "This website does not use cookies.",
            "It stores one thing in your browser: your language choice, saved in your browser's local storage under the key “language” with the value “en” (English) or “es” (Spanish). It is used only to show pages in the language you chose. It says nothing about who you are, is never sent to us or anyone else, and stays until you remove it.",
            "To remove it, clear this site's data in your browser settings. The site will then show English until you choose a language again.",
          ],
        },
        {
          text: ["There is also nothing else running in the background:"],
          list: [
            "No analytics or visitor statistics.",
            "No advertising, tracking pixels or social media plugins.",
            "No third-party scripts, fonts or images: everything is served from this website itself.",
            "No requests for your location, camera or microphone.",
          ],
        },
        {
          text: [
            "Because we do not track you, there is nothing to opt out of. Websites that our links open, such as the scheduler or social networks, may use their own cookies under their own policies.",
          ],
        },
      ],
    },
    retention: {
      title: "How long we keep information",
      blocks: [
        {
          text: [
            "We keep client information only as long as we need it to provide the service and as long as the law requires. Then we destroy it securely: paper is shredded and electronic files are permanently deleted.",
          ],
          list: [
            {
              term: "Tax records:",
              text: "for the period federal law requires tax preparers to keep copies of returns (generally at least three years).",
            },
            {
              term: "Notary records:",
              text: "such as a notary journal, where Florida law requires one or we keep one, for the period the law sets.",
            },
            {
              term: "Forms and translations we prepared for you:",
              text: "for a reasonable time so we can help with follow-up requests, unless you ask us to delete them sooner and no law requires us to keep them.",
            },
            {
              term: "Original documents:",
              text: "we return them to you; we keep copies only when a service requires it.",
            },
            {
              term: "Server logs:",
              text: "kept by the web host for a limited time, for security.",
            },
            {
              term: "Your language choice:",
              text: "on your own device, until you clear it.",
            },
          ],
        },
      ],
    },
    security: {
      title: "How we protect information",
      blocks: [
        {
          heading: "On the website",
          text: [
            "The site is served only over encrypted connections (HTTPS), so what you read cannot be seen or changed on the way. Strict security headers block scripts that do not come from the site itself and stop other websites from embedding our pages.",
          ],
        },
        {
          heading: "At our office",
          text: [
            "Only the staff who work on your service can see your files. As tax preparers, we follow the rules of the IRS and the Federal Trade Commission for safeguarding taxpayer data.",
            "Please do not send Social Security numbers or copies of identity documents through ordinary e-mail or social media messages. Bring them to the office or ask us for a safer way to share them.",
            "No system is perfectly secure. If a security breach ever affects your personal information, we will notify you as Florida law requires.",
          ],
        },
      ],
    },
    acceptance: {
      title: "Changes and acceptance",
      blocks: [
        {
          text: [
            "By using this website or our services, you acknowledge that you have read this policy.",
            "We may update this policy when our practices or the law change. The version published on this page is the one in effect, so please check it from time to time. If we ever change how we use client information in an important way, we will tell our clients directly.",
          ],
        },
      ],
    },
    contact: {
      title: "Contact us",
      blocks: [
        {
          text: [
            "If you have questions about this policy, or want to see, correct or delete the information we hold about you, contact us. We will honor your request unless the law requires us to keep the information.",
          ],
        },
      ],
    },
  },
};

export type PrivacyText = typeof privacyEn;
