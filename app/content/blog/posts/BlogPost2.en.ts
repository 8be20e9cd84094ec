import type { PostText } from "../schema";
import { officeConfig } from "~/site/config";

export const post: PostText = {
  title: "ITIN Explained: Who Needs One, Form W-7 and Renewals",
  description:
    "What an ITIN is, who needs one, how to apply with Form W-7, which documents the IRS accepts, and when and how to renew an expired ITIN.",
  excerpt:
    "Everything you need to know before applying for or renewing an ITIN: who qualifies, Form W-7, accepted documents and processing times.",
  author: `${officeConfig.officeName} Team`,
  imageAlt: "Illustration of an identification card with a portrait beside a stack of tax forms",
  intro:
    "Many people who live, work or invest in the United States must file a federal tax return but are not eligible for a Social Security number. For them the IRS issues the Individual Taxpayer Identification Number, or ITIN. Applying is not complicated, but small mistakes in Form W-7 or the supporting documents can delay your application for months. Here is what you should know before you start.",
  body: [
    { type: "h2", text: "What is an ITIN?" },
    {
      type: "p",
      text: "An ITIN is a nine-digit tax processing number that always begins with the number 9. The IRS issues it to people who have a federal tax obligation or a filing need but cannot get a Social Security number (SSN). It lets you file returns, pay taxes, claim some credits and be listed as a spouse or dependent on someone else's return. The IRS issues ITINs regardless of immigration status, because both resident and nonresident aliens may have tax obligations.",
    },
    {
      type: "alert",
      title: "ITIN facts at a glance",
      text: "Processing usually takes 6-10 weeks, and up to 12 weeks during the peak of tax season. An ITIN expires if it is not used on a federal tax return for three consecutive years, and ITINs with middle digits 70-87 have already expired unless they were renewed, like the other ITINs issued before 2013. An ITIN does not authorize you to work in the United States and does not change your immigration status. Our office is an IRS Acceptance Agent and can review and submit your application.",
    },
    { type: "h2", text: "Who needs an ITIN" },
    {
      type: "p",
      text: "You may need an ITIN if you do not have and are not eligible for an SSN and you fall into one of these groups:",
    },
    {
      type: "list",
      items: [
        "A nonresident alien who must file a U.S. tax return, for example because of U.S. rental income or business income.",
        "A resident alien for tax purposes, based on the number of days present in the United States, who must file a return.",
        "The spouse of a U.S. citizen, resident alien or visa holder, when the spouse is included on a joint return or claimed for a tax benefit.",
        "A dependent, such as a child or parent, claimed on a U.S. tax return for a credit or benefit.",
        "A nonresident alien claiming a reduced rate of withholding or another benefit under a tax treaty.",
      ],
    },
    {
      type: "p",
      text: "If you are eligible for an SSN, for example because you have a work permit, you should apply for the SSN instead. You cannot have both numbers, and once you receive an SSN you must stop using your ITIN and let the IRS know so your tax records can be combined.",
    },
    { type: "h2", text: "How to apply with Form W-7" },
    {
      type: "steps",
      items: [
        {
          title: "Choose the reason for applying",
          text: "Form W-7 asks why you need an ITIN. Check the box that matches your situation, such as nonresident alien filing a return, spouse or dependent of a U.S. citizen or resident, and add any details the instructions require.",
        },
        {
          title: "Complete the form carefully",
          text: "Write your name exactly as it appears on your identity documents, give your date and place of birth, and enter a mailing address where you can receive letters from the IRS. Unanswered questions are a common reason for rejection.",
        },
        {
          title: "Attach your tax return",
          text: "A first-time application is normally submitted together with the federal tax return that shows why you need the number, unless you qualify for one of the exceptions listed in the W-7 instructions.",
        },
        {
          title: "Submit with your documents",
          text: "You can mail the package to the IRS in Austin, Texas, go to an IRS Taxpayer Assistance Center by appointment, or use an Acceptance Agent, who reviews your application and sends it for you.",
        },
      ],
    },
    { type: "h2", text: "Documents that prove identity and foreign status" },
    {
      type: "p",
      text: "A valid passport is the only document that proves both your identity and your foreign status on its own. Without one, you need at least two current documents from the IRS list, and at least one of them must include a photograph. Accepted documents include:",
    },
    {
      type: "list",
      items: [
        "Passport (the only stand-alone document).",
        "National identity card showing your photo, name, address, date of birth and expiration date.",
        "Civil birth certificate (required for dependents under 18 who do not have a passport).",
        "U.S. or foreign driver's license, or a U.S. state identification card.",
        "Foreign voter registration card, or U.S. or foreign military identification card.",
        "Visa issued by the U.S. Department of State or a USCIS photo identification.",
        "Medical records for dependents under 6, or school records for dependents under 18.",
      ],
    },
    {
      type: "p",
      text: "Documents must be originals or copies certified by the agency that issued them; copies certified by a notary are not accepted. Dependents usually also need proof of U.S. residency, such as school or medical records, unless their passport shows a U.S. date of entry or another exception applies. The IRS returns original documents by mail, usually within about 60 days.",
    },
    { type: "h2", text: "Renewing an ITIN" },
    {
      type: "p",
      text: "Under current rules, an ITIN expires on December 31 of the third consecutive year in which it is not used on a federal tax return, either by you or by someone who claims you. ITINs issued before 2013 were also phased out by their middle digits: those with middle digits 70-87 have expired unless they were renewed, and so have the other pre-2013 ITINs, with middle digits 88, 90-92 and 94-99. If your number has expired and you need to file a return, renew it before you file.",
    },
    {
      type: "p",
      text: "To renew, you complete a new Form W-7, check the box for renewing an existing ITIN, write your current ITIN, and include the same kind of identity documents as for a new application. A renewal application does not need to include a tax return. Family members can renew at the same time, but only if they will actually be included on a return.",
    },
    { type: "h3", text: "What if you file with an expired ITIN?" },
    {
      type: "p",
      text: "The IRS will still process the return, but it may delay your refund and disallow certain credits until the ITIN is renewed. Renewing early, before the busiest weeks of tax season, is the easiest way to avoid that delay.",
    },
    { type: "h2", text: "What an ITIN does not do" },
    {
      type: "list",
      items: [
        "It does not authorize you to work in the United States.",
        "It does not change your immigration status or give you any immigration benefit.",
        "It does not make you eligible for Social Security benefits.",
        "It is not valid identification outside the federal tax system.",
      ],
    },
    { type: "h2", text: "How our office can help" },
    {
      type: "p",
      text: "As an IRS Acceptance Agent, our office helps you complete Form W-7, reviews your documents against the IRS requirements before anything is sent, prepares the tax return that goes with it, and submits the complete application. We can also handle renewals and applications for the whole family at once. This article is general information, not tax or legal advice; if you have questions about your immigration situation, talk with a licensed immigration attorney.",
    },
  ],
  cta: {
    title: "Apply for or renew your ITIN with us",
    subtitle:
      "We review your W-7 and documents, prepare your return and submit everything as an IRS Acceptance Agent, in English or Spanish.",
    button: "See our ITIN services",
  },
};
