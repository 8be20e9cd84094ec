import { pageWords } from "../page-words";
import { truckSchema } from "./schema";

/** The Truck Services page's words in Spanish, from content/pages/truck.es.yaml (the same shape as the English). */
export const truckEs = pageWords("truck", "es", truckSchema);
