import type { ReactNode, SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

/** A drawing lucide does not ship (it has no brand icons), hidden from screen readers. */
const drawn = (box: IconProps, drawing: ReactNode) =>
  function Drawn(props: IconProps) {
    return (
      <svg aria-hidden focusable={false} {...box} {...props}>
        {drawing}
      </svg>
    );
  };
const mark = { width: 20, height: 20, viewBox: "0 0 24 24" };
const outline = { ...mark, fill: "none", stroke: "currentColor" };
const flag = { width: 24, height: 16, viewBox: "0 0 24 16" };

/** Facebook's "f" mark. */
export const FacebookIcon = drawn(
  { ...mark, fill: "currentColor" },
  <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3z" />,
);

/** Instagram's camera mark. */
export const InstagramIcon = drawn(
  { ...outline, strokeWidth: 2 },
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
  </>,
);

/** TikTok's note mark. */
export const TikTokIcon = drawn(
  { ...mark, fill: "currentColor" },
  <path d="M16.6 3c.3 2.2 1.7 3.7 3.9 3.9v3a7 7 0 0 1-3.9-1.2v6.2a5.6 5.6 0 1 1-5.6-5.6c.3 0 .6 0 .9.1v3.1a2.6 2.6 0 1 0 1.8 2.4V3h2.9z" />,
);

/** WhatsApp's mark: a round speech bubble holding a phone handset. */
export const WhatsAppIcon = drawn(
  { ...outline, strokeWidth: 1.8 },
  <>
    <path strokeLinejoin="round" d="M3.6 20.4l1.2-4.2a8.6 8.6 0 1 1 3.1 3.1z" />
    <path
      fill="currentColor"
      stroke="none"
      d="M9.2 7.4c.3 0 .5 0 .7.5l.8 1.8c.1.3 0 .5-.1.7l-.6.7c-.1.2-.2.3 0 .6.6 1 1.7 2.1 3.2 2.8.3.1.4.1.6-.1l.7-.8c.2-.2.3-.2.6-.1l1.8.9c.3.1.4.2.4.5 0 .4-.1 1.2-.8 1.8-.7.6-1.7.7-2.6.4-1.5-.5-3.2-1.4-4.7-3.1-1-1.2-1.6-2.4-1.7-3.4-.1-1 .3-1.8.9-2.3.3-.2.5-.3.8-.3z"
    />
  </>,
);

/** United States flag, simplified, for the language list. */
export const UsFlag = drawn(
  flag,
  <>
    <rect width="24" height="16" fill="#fff" />
    {[0, 2, 4, 6, 8, 10, 12].map((row) => (
      <rect key={row} y={(row * 16) / 13} width="24" height={16 / 13} fill="#b22234" />
    ))}
    <rect width="10.4" height={(7 * 16) / 13} fill="#3c3b6e" />
  </>,
);

/** Spain's flag, simplified (the language's customary flag, as the spec asks). */
export const SpainFlag = drawn(
  flag,
  <>
    <rect width="24" height="16" fill="#aa151b" />
    <rect y="4" width="24" height="8" fill="#f1bf00" />
  </>,
);
