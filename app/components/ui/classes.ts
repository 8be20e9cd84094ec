/** The class names given, without the empty ones. */
export const cn = (...classes: (string | false | null | undefined)[]): string =>
  classes.filter(Boolean).join(" ");

/** A section's title (h2): in a section of a page and in the closing call to action. */
export const sectionHeading =
  "text-3xl font-bold tracking-tight text-balance max-[20rem]:text-2xl sm:text-4xl";

/** The box an icon sits in, above the title of a point or of a service card. */
export const iconTile = "mb-4 flex size-12 items-center justify-center rounded-xl";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 shadow-sm",
  secondary: "bg-sun-400 text-ink-900 hover:bg-sun-300 shadow-sm",
  ghost: "text-brand-800 hover:bg-brand-50",
  light: "bg-white text-brand-800 hover:bg-brand-50 shadow-sm",
};

const sizes = { md: "min-h-11 px-4 py-2 text-sm", lg: "min-h-12 px-6 py-3 text-base" };

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** What every button has, before its variant's and its size's classes. */
const button =
  "inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60";

/** Class names for anything that looks like a button: buttons and links alike. */
export const buttonClass = (
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  className?: string,
): string => cn(button, variants[variant], sizes[size], className);
