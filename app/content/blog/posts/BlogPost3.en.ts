import type { PostText } from "../schema";
import { officeConfig } from "~/site/config";

export const post: PostText = {
  title: "How to Prepare a Complete USCIS Filing and Avoid Rejections",
  description:
    "What the USCIS instructions ask of every filing: current form editions, fees and electronic payment, signatures, translations, copies and case tracking.",
  excerpt:
    "Most USCIS rejections and delays come from avoidable paperwork mistakes. Here is what the form instructions ask for, so you can send a complete filing.",
  author: `${officeConfig.officeName} Team`,
  imageAlt: "Illustration of an open folder with forms, a clipboard and a passport on a desk",
  intro:
    "An immigration application can be rejected or delayed for reasons that have nothing to do with whether you qualify: an old version of the form, a missing signature, a fee in the wrong amount or a document without its translation. Careful preparation avoids most of them. This guide explains what the instructions of U.S. Citizenship and Immigration Services (USCIS) ask of a complete filing and what to do after you send it.",
  body: [
    {
      type: "alert",
      title: "General information, not legal advice",
      text: "This article is general information about paperwork and is not legal advice. Whether you qualify for a benefit, which form to file and how to answer questions about your history are legal questions. For advice about your case, consult a licensed immigration attorney or a representative accredited by the U.S. Department of Justice (DOJ) who works for a recognized organization.",
    },
    { type: "h2", text: "Form preparer or lawyer: know the difference" },
    {
      type: "p",
      text: "A form preparer who is not a lawyer, like our office, types the forms with the information you give in writing and signs the preparer section of the form as the instructions require. A lawyer, or a DOJ-accredited representative, can do much more: assess your eligibility, explain the risks in your history, recommend a strategy and represent you before USCIS or in immigration court. A preparer who is not an attorney cannot do any of the following:",
    },
    {
      type: "list",
      items: [
        "Tell you which immigration benefit or form is right for you.",
        "Advise you on how to answer questions about arrests, prior visas, entries or removals.",
        "Review or correct your answers, or choose which evidence to send.",
        "Represent you in an interview, in immigration court or in communications with USCIS.",
        "Promise that your application will be approved or will be processed faster.",
      ],
    },
    { type: "h3", text: "Protect yourself from immigration services fraud" },
    {
      type: "p",
      text: "In many Latin American countries, a notary is a legal professional with powers a U.S. notary does not have. Dishonest people exploit that confusion and pose as lawyers or as people authorized to handle immigration cases, charging high fees for bad advice that can harm a case permanently. Be wary of anyone who promises results, asks you to sign blank forms, keeps your original documents, does not give you copies and receipts, or tells you to give false information. You can check a lawyer's license with the state bar and find accredited representatives on the Justice Department's roster.",
    },
    { type: "h2", text: "Seven steps to a complete filing" },
    {
      type: "steps",
      items: [
        {
          title: "Use the current edition of the form",
          text: "Download the form from uscis.gov and check the edition date printed at the bottom of each page against the one shown on the form's webpage. USCIS can reject filings made on an outdated edition, so do not reuse a form saved months ago.",
        },
        {
          title: "Confirm the fee and how to pay it",
          text: "Fees change: USCIS adopted a new fee schedule that takes effect on April 1, 2024, so check the form's page or the USCIS fee calculator right before filing. Update: for filings received on or after October 28, 2025, USCIS no longer accepts paper checks or money orders. Pay by credit, debit or prepaid card with Form G-1450, or by a debit from a U.S. bank account (ACH) with Form G-1650; online filings are paid through pay.gov in your USCIS online account. Form G-1651 lists the few exemptions. Some forms allow a fee waiver request with Form I-912.",
        },
        {
          title: "Answer every question and sign",
          text: "Read the instructions and answer every question that applies to you. The applicant or petitioner must sign by hand; a typed name is not accepted, and a parent or legal guardian may sign for a child under 14. A missing signature is one of the most common causes of rejection.",
        },
        {
          title: "Translate every foreign-language document",
          text: "Any document in a language other than English needs a complete English translation with the translator's signed certification that it is complete and accurate and that the translator is competent to translate from that language into English.",
        },
        {
          title: "Send copies, in the order the instructions give",
          text: "Unless the instructions or USCIS ask for an original, send clear, legible photocopies and keep the originals for your interview. The form's instructions say what goes on top, such as the payment form, and the order of everything else.",
        },
        {
          title: "Keep a full copy and proof of mailing",
          text: "Before mailing, copy the complete package exactly as sent. Use a tracked delivery service and keep the receipt: it proves when you filed.",
        },
        {
          title: "Track your case online",
          text: "USCIS sends a receipt notice, Form I-797C, with a 13-character receipt number: three letters followed by ten digits. Use it to check your case status at uscis.gov, or create a USCIS online account to receive notices and updates.",
        },
      ],
    },
    { type: "h2", text: "After you file" },
    {
      type: "p",
      text: "Read every notice when it arrives. Many cases require a biometrics appointment to take fingerprints and a photo, and missing it without rescheduling can lead to a denial. If you move, most noncitizens must report the new address to USCIS within 10 days, which you can do online; otherwise important notices can be lost. Keep every notice and receipt in one folder.",
    },
    { type: "h2", text: "Common reasons USCIS rejects a filing" },
    {
      type: "p",
      text: "A rejection means USCIS returns the package without processing it. It usually comes from one of these problems:",
    },
    {
      type: "list",
      items: [
        "A missing, incorrect or unpaid fee: a declined card, a failed bank debit, or a paper check or money order sent on or after October 28, 2025 without an exemption.",
        "The form or a required page is not signed.",
        "An outdated edition of the form.",
        "The package was sent to the wrong address or filing location.",
        "Required questions left blank, such as the applicant's name or address.",
      ],
    },
    { type: "h2", text: "Common reasons for a Request for Evidence" },
    {
      type: "p",
      text: "A Request for Evidence (RFE) means USCIS accepted the filing but the officer needs more information before deciding. Frequent causes include:",
    },
    {
      type: "list",
      items: [
        "Missing civil documents, such as birth or marriage certificates, or documents the country does not issue in the required form; the State Department's reciprocity schedule explains what each country issues.",
        "Foreign-language documents without a complete, certified English translation.",
        "An Affidavit of Support (Form I-864) without enough income evidence or without the sponsor's tax records.",
        "Too little proof of a relationship, such as joint records for a marriage-based petition.",
        "Illegible copies, photos that do not meet the specifications, or a missing or incomplete medical exam.",
      ],
    },
    {
      type: "p",
      text: "An RFE is not a denial. Respond by the deadline printed on the notice, send everything requested at once with the RFE notice on top, and keep a copy. If you do not understand what is being asked or why, this is a good moment to speak with an attorney or accredited representative.",
    },
    { type: "h2", text: "How our office helps" },
    {
      type: "p",
      text: `${officeConfig.officeName} is not a law firm, and our staff are not attorneys. We type your forms with the answers you give us in writing, prepare certified translations of your documents, and copy, assemble and mail your package as you direct, with a full copy for you. We do not choose forms or evidence for you, review your answers, give legal advice or promise results; when a question goes beyond typing and translating, we will suggest that you see an attorney.`,
    },
  ],
  cta: {
    title: "Get help preparing your paperwork",
    subtitle:
      "We type immigration forms with the answers you give us in writing, translate your documents and mail your package as you direct, in English and Spanish.",
    button: "See our immigration services",
  },
};
