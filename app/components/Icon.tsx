import * as lucide from "lucide-react";
import type { LucideIcon } from "lucide-react";

/** The lucide icon of a name the owner picked ("scroll-text" → ScrollText). */
export function iconOf(name: string): LucideIcon {
  const pascal = name.replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase());
  const icon = (lucide as unknown as Record<string, LucideIcon | undefined>)[pascal];
  if (!icon) throw new Error(`No icon named "${name}"`);
  return icon;
}

/** An icon by name, hidden from screen readers (the words beside it say what it means). */
export function Icon({
  name,
  ...rest
}: {
  name: string;
  className?: string;
  strokeWidth?: number;
}) {
  const Drawn = iconOf(name);
  return <Drawn {...rest} aria-hidden />;
}
