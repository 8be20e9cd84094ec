import { defineSection } from "../i18n";
import { homeEn } from "./en";
import { homeEs } from "./es";

export const home = defineSection(homeEn, homeEs);
