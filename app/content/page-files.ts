/**
 * Every page's words file, with its schema: what the site editor's "Pages"
 * collection lists (app/admin/cms-config.ts), in menu order.
 */
import type { z } from "zod";
import type { Locale } from "../site/locales";
import { homeSchema } from "./home/schema";
import { notarySchema } from "./notary/schema";
import { taxSchema } from "./tax/schema";
import { itinSchema } from "./itin/schema";
import { immigrationSchema } from "./immigration/schema";
import { translationsSchema } from "./translations/schema";
import { marriageSchema } from "./marriage/schema";
import { businessSchema } from "./business/schema";
import { truckSchema } from "./truck/schema";
import { additionalServicesSchema } from "./additionalServices/schema";
import { blogListSchema } from "./blogList/schema";
import { privacySchema } from "./privacy/schema";
import { termsSchema } from "./terms/schema";
import { pageWordsFile } from "./page-words";

export interface PageFile {
  /** The file's name in content/pages/. */
  name: string;
  /** How the editor names it. */
  label: string;
  schema: z.ZodType;
  /** The file of a language, from the project root. */
  file: (locale: Locale) => string;
}

export const pageFiles: readonly PageFile[] = [
  { name: "home", label: "Home page", schema: homeSchema },
  { name: "notary", label: "Notary Public page", schema: notarySchema },
  { name: "tax", label: "Tax Services page", schema: taxSchema },
  { name: "itin", label: "ITIN Services page", schema: itinSchema },
  { name: "immigration", label: "Immigration page", schema: immigrationSchema },
  { name: "translations", label: "Translations page", schema: translationsSchema },
  { name: "marriage", label: "Marriages & Divorces page", schema: marriageSchema },
  { name: "business", label: "Business Setup page", schema: businessSchema },
  { name: "truck", label: "Truck Services page", schema: truckSchema },
  {
    name: "additionalServices",
    label: "Additional Services page",
    schema: additionalServicesSchema,
  },
  { name: "blogList", label: "Blog page (and words all articles share)", schema: blogListSchema },
  { name: "privacy", label: "Privacy Policy", schema: privacySchema },
  { name: "terms", label: "Terms of Service", schema: termsSchema },
].map((page) => ({ ...page, file: (locale: Locale) => pageWordsFile(page.name, locale) }));
