import { officeConfig } from "~/site/config";

/** The office mark: a sun over a document, drawn inline so it costs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width={40}
      height={40}
      aria-hidden
      focusable={false}
      className={className}
    >
      <rect width="48" height="48" rx="12" fill="#1a4f8f" />
      <circle cx="24" cy="21" r="8" fill="#f9c23c" />
      <g stroke="#f9c23c" strokeWidth="2.5" strokeLinecap="round">
        <path d="M24 6.5v3.5M24 32v3.5M9.5 21H13M35 21h3.5M13.7 10.7l2.5 2.5M31.8 28.8l2.5 2.5M34.3 10.7l-2.5 2.5M16.2 28.8l-2.5 2.5" />
      </g>
      <path d="M10 39.5h28" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark className="size-10 shrink-0" />
      <span className="text-lg leading-tight font-bold tracking-tight text-brand-900">
        {officeConfig.officeName}
      </span>
    </span>
  );
}
