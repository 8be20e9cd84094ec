import { defineSection } from "../i18n";
import { truckEn } from "./en";
import { truckEs } from "./es";

export const truck = defineSection(truckEn, truckEs);
