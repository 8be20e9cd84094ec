import { pageWords } from "../page-words";
import { additionalServicesSchema } from "./schema";

/** The Additional Services page's words in English, from content/pages/additionalServices.en.yaml. */
export const additionalServicesEn = pageWords("additionalServices", "en", additionalServicesSchema);
export type AdditionalServicesText = typeof additionalServicesEn;
