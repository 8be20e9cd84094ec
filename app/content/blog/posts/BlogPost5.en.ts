import type { PostText } from "../schema";
import { officeConfig } from "~/site/config";

export const post: PostText = {
  title: "Certified Translations for USCIS and Other Agencies: What You Need",
  description:
    "What a certified translation is, what USCIS requires, how it differs from a notarized translation, and the common mistakes that cause delays.",
  excerpt:
    "USCIS and many other agencies require certified English translations of foreign documents. Learn what certified means and which mistakes to avoid.",
  author: `${officeConfig.officeName} Team`,
  imageAlt:
    "Illustration of two documents side by side connected by arrows, with a seal on one of them",
  intro:
    "If you send a birth certificate, marriage certificate or police record in Spanish, Portuguese or any other language to U.S. Citizenship and Immigration Services (USCIS), it must come with an English translation. Not just any translation will do: it must be complete and certified. Many other agencies, courts and universities have similar rules. Here is what a certified translation is, how to get one and the mistakes that most often lead to delays or requests for more evidence.",
  body: [
    { type: "h2", text: "What certified means" },
    {
      type: "p",
      text: "In the United States, a certified translation is not a translation made by a government-licensed translator. It is a complete, word-for-word translation of the document accompanied by a statement signed by the translator, certifying that they are competent to translate from the foreign language into English and that the translation is complete and accurate. That signed statement is the certification.",
    },
    {
      type: "alert",
      title: "What USCIS requires",
      text: "Federal regulations require that any document in a foreign language submitted to USCIS be accompanied by a full English translation that the translator has certified as complete and accurate, and by the translator's certification that they are competent to translate from the foreign language into English. Summaries, extracts and translations without a signed certification can lead to a Request for Evidence or a denial. USCIS does not require the translation to be notarized.",
    },
    { type: "h2", text: "What the certification statement includes" },
    {
      type: "list",
      items: [
        "The translator's full name and contact information, such as an address or phone number.",
        "A statement that the translator is competent in both languages.",
        "A statement that the translation is complete and accurate.",
        "Identification of the document translated and the languages involved.",
        "The translator's signature and the date.",
      ],
    },
    { type: "h2", text: "Certified, notarized and sworn are not the same" },
    {
      type: "p",
      text: "A notarized translation is a certified translation whose certification the translator signs in front of a Notary Public who is not the translator. The notary verifies the identity of the person signing, not the quality of the translation. USCIS does not ask for notarization, but some courts, schools and foreign institutions do. Some countries also use sworn or official translators appointed by their own authorities. If your document is going abroad, the destination country's rules decide what kind of translation and apostille it needs, so ask the receiving institution first.",
    },
    { type: "h2", text: "Documents that usually need translation" },
    {
      type: "list",
      items: [
        "Birth, marriage, divorce and death certificates.",
        "Police clearances, court records and sentences.",
        "Diplomas, academic transcripts and professional licenses.",
        "Bank statements, employment letters and tax documents.",
        "Medical records and vaccination records.",
        "Identity documents, adoption records and name change records.",
      ],
    },
    { type: "h2", text: "Other agencies and institutions" },
    {
      type: "p",
      text: "The Department of State and the National Visa Center also ask for English translations of foreign civil documents in immigrant visa cases. Courts, universities, credential evaluation services, licensing boards and employers each set their own rules: some accept any certified translation, others require notarization, a specific format or a translation from a member of a professional association. Before ordering, ask the institution for its written requirements and share them with your translator.",
    },
    { type: "h2", text: "Common mistakes to avoid" },
    {
      type: "list",
      items: [
        "Partial translations: translating only the main text and leaving out the back of the page, marginal notes, annotations or handwritten entries.",
        "Leaving out the content of stamps and seals: they must be translated or described, for example as a seal of the Civil Registry, and illegible parts must be marked as illegible.",
        "Names spelled inconsistently: the same person's name should be spelled the same way in every translation and match the passport and the forms.",
        "Translating your own documents: even where the rules do not forbid it, a translation by the applicant or a relative raises doubts about impartiality and is often questioned.",
        "Missing certification: a translation without the translator's signed statement of competence and accuracy does not meet USCIS requirements.",
        "Unreadable copies: a translation attached to a blurry or cropped copy of the original cannot be checked against it.",
      ],
    },
    { type: "h2", text: "How to order a translation that works the first time" },
    {
      type: "steps",
      items: [
        {
          title: "Send a complete, clear copy",
          text: "Scan or photograph every page, front and back, including stamps and notes, in good light and without cutting off the edges.",
        },
        {
          title: "Say where it is going",
          text: "Tell the translator which agency or institution will receive it and share any special requirements, such as notarization or a specific format.",
        },
        {
          title: "Confirm how names are spelled",
          text: "Provide the spelling of every name as it appears in the passport or on the forms you are filing, including accents and second surnames.",
        },
        {
          title: "Review before it is final",
          text: "Check names, dates and numbers against the original. A typo in a date of birth can cause as much trouble as a missing page.",
        },
      ],
    },
    {
      type: "p",
      text: "Our office prepares certified translations in more than 15 languages, with the signed certification USCIS requires, usually in 1 to 2 business days for immigration documents. We keep the original layout so an officer can compare each part of the translation with the original document. If another institution asks for a notarized translation, the translator signs the certification before a Notary Public other than the translator, and we can arrange that at the same time.",
    },
  ],
  cta: {
    title: "Need a certified translation?",
    subtitle:
      "Send us your document and we will prepare a complete, certified translation ready for USCIS or the agency you need.",
    button: "See our translation services",
  },
};
