import { pageWords } from "../page-words";
import { truckSchema } from "./schema";

/** The Truck Services page's words in English, from content/pages/truck.en.yaml. */
export const truckEn = pageWords("truck", "en", truckSchema);
export type TruckText = typeof truckEn;
