import * as lucide from "lucide-react";
import type { LucideIcon, LucideProps } from "lucide-react";

/** A lucide icon by the name the owner picked ("scroll-text"), hidden from screen readers (lucide
 * hides every icon not given a label: no icon of the site says aria-hidden itself). */
export function Icon({ name, ...rest }: LucideProps & { name: string }) {
  const pascal = name.replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase());
  const Drawn = (lucide as unknown as Record<string, LucideIcon | undefined>)[pascal];
  if (!Drawn) throw new Error(`No icon named "${name}"`);
  return <Drawn {...rest} />;
}
