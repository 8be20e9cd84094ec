import type { PostText } from "../schema";
import { officeConfig } from "~/site/config";

export const post: PostText = {
  title: "How to Get a Document Notarized in Florida",
  description:
    "What a Florida Notary Public does and does not do, which ID to bring, four steps to get notarized, and how remote online notarization works.",
  excerpt:
    "What to bring, what the Notary Public checks and what a notary cannot do for you: a simple guide to getting a document notarized in Florida.",
  author: `${officeConfig.officeName} Team`,
  imageAlt: "Illustration of a signed document with a round seal, a pen and an identification card",
  intro:
    "Powers of attorney, travel consent letters for minors, affidavits, vehicle title forms and many other documents need to be notarized before anyone will accept them. Getting it done is quick when you know what to expect, and frustrating when you arrive without the right ID or with a document you already signed. This guide explains what a Florida Notary Public does, what a notary cannot do, and how to prepare so your appointment takes only a few minutes.",
  body: [
    { type: "h2", text: "What a Notary Public does" },
    {
      type: "p",
      text: "A Notary Public is a public officer commissioned by the State of Florida to act as an impartial witness. The notary's main job is to deter fraud: to confirm that the person signing is who they claim to be, that they sign willingly and that they appear to understand what they are signing. In Florida, a notary can:",
    },
    {
      type: "list",
      items: [
        "Take acknowledgments, where you declare that you signed a document voluntarily, as with deeds and powers of attorney.",
        "Complete jurats, where you swear or affirm that the contents of a document are true and sign in front of the notary, as with affidavits.",
        "Administer oaths and affirmations.",
        "Certify a copy of a document that is not a public record, such as a passport or a diploma.",
        "Verify a vehicle identification number (VIN) on the state form and solemnize marriages.",
      ],
    },
    { type: "h2", text: "What a Notary Public does not do" },
    {
      type: "list",
      items: [
        "A notary does not check whether the content of your document is true, legal or in your best interest.",
        "A notary does not draft legal documents for you, choose which document you need or explain its legal effects.",
        "A notary cannot make certified copies of vital records, such as birth, marriage or death certificates, or of other public records; request those from the office that issued them.",
        "A notary cannot notarize a signature if the signer is not present, has no acceptable identification or does not appear to understand the document.",
        "A notary cannot notarize their own signature or the signature of their spouse, son, daughter, mother or father.",
      ],
    },
    { type: "h3", text: "Why a notary cannot give legal advice" },
    {
      type: "p",
      text: "In some countries, notaries are legal professionals who can advise clients and draft contracts. A Florida Notary Public who is not an attorney cannot. Florida law requires a notary who is not an attorney and advertises notary services in a language other than English to include, in English and in that language, this notice: “I am not an attorney licensed to practice law in the State of Florida, and I may not give legal advice or accept fees for legal advice.” If you need help deciding what to sign, talk with a lawyer first, and then bring the finished document to the notary.",
    },
    { type: "h2", text: "Four steps to get your document notarized" },
    {
      type: "steps",
      items: [
        {
          title: "Prepare the document, but do not sign it",
          text: "Bring the complete document with every page and no blank spaces to fill in later. Leave it unsigned: you will sign in front of the notary. If the document needs witnesses, as some wills and deeds do, ask whether the office can provide them or bring your own.",
        },
        {
          title: "Bring valid photo identification",
          text: "Every signer needs an acceptable ID that is current or was issued within the past five years and has a serial or other identifying number. The name on the ID should match the name on the document.",
        },
        {
          title: "Sign in front of the notary",
          text: "The notary reviews your ID, makes sure you understand and agree to what you are signing and, for a jurat, places you under oath. Then you sign, exactly as your name appears on the document.",
        },
        {
          title: "The notary completes the certificate, seal and journal",
          text: "The notary fills in the notarial certificate with the date, the type of act and how you were identified, signs it and applies the official seal. Many notaries also record the act in a journal, which Florida requires for online notarizations.",
        },
      ],
    },
    { type: "h2", text: "Which IDs are accepted" },
    {
      type: "p",
      text: "Florida law lists the types of identification a notary may rely on. The most common are:",
    },
    {
      type: "list",
      items: [
        "A Florida driver's license or Florida identification card.",
        "A U.S. passport.",
        "A driver's license or ID card issued by another state, a U.S. territory, Canada or Mexico.",
        "A foreign passport stamped by U.S. immigration authorities.",
        "An identification card issued by a branch of the U.S. armed forces.",
      ],
    },
    {
      type: "p",
      text: "If you do not have any of these, the law allows identification by credible witnesses in some situations. Call ahead and we will tell you whether your ID works before you make the trip.",
    },
    { type: "h2", text: "Remote online notarization" },
    {
      type: "p",
      text: "Since 2020, Florida allows remote online notarization. A notary registered as an online Notary Public meets you by live audio-video call, verifies your identity with an ID check and identity questions, and you sign the document electronically. The whole session is recorded and stored as Florida law requires. It is convenient when you cannot come to the office, but confirm first that the person or institution receiving your document accepts electronic notarization.",
    },
    { type: "h2", text: "Costs and apostilles" },
    {
      type: "p",
      text: "Florida law caps what a notary may charge for most notarial acts at $10 per act, and $25 for an online notarization; travel fees for a mobile notary are agreed on separately beforehand. If your notarized document will be used in another country, it may also need an apostille from the Florida Department of State, which confirms the notary's commission so that foreign authorities recognize the document.",
    },
    {
      type: "p",
      text: "This article is general information and is not legal advice. A notary's role is to identify signers and witness signatures; for questions about what a document means or whether you should sign it, consult a licensed Florida attorney.",
    },
  ],
  cta: {
    title: "Need something notarized?",
    subtitle:
      "Visit our office or book a mobile notary appointment. We also handle apostilles, certified copies and loan signings.",
    button: "See our notary services",
  },
};
