import { pageWords } from "../page-words";
import { additionalServicesSchema } from "./schema";

/** The Additional Services page's words in Spanish, from content/pages/additionalServices.es.yaml (the same shape as the English). */
export const additionalServicesEs = pageWords("additionalServices", "es", additionalServicesSchema);
