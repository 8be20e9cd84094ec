import { AlertTriangle, Info, Scale, Stamp } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/components/ui/classes";
import { isMiamiDade, notaryNoticeHaitianCreole } from "~/content/common/notary-notice-ht";
import type { NoticeKind } from "~/content/model";
import { common } from "~/content/common";
import { officeConfig } from "~/site/config";
import { locales, usePage } from "~/site/pages";

interface NoticeProps {
  title: string;
  children: ReactNode;
  tone?: "info" | "warning";
  className?: string;
}

/** A highlighted message in the page's language: a season banner, an important note. */
export function Notice({ title, children, tone = "info", className }: NoticeProps) {
  const warning = tone === "warning";
  const Icon = warning ? AlertTriangle : Info;
  const colors = warning ? "border-sun-500 bg-sun-100" : "border-brand-600 bg-brand-50";
  const box = cn("flex gap-3 rounded-xl border-l-4 p-4 sm:p-5", colors, className);
  return (
    <aside aria-label={title} className={box}>
      <Icon className={cn("mt-0.5 size-5", warning ? "text-ink-900" : "text-brand-700")} />
      <div className="min-w-0">
        <p className="font-bold">{title}</p>
        <div className="mt-1 text-ink-700">{children}</div>
      </div>
    </aside>
  );
}

/** Florida's notice at body size: notary, s. 117.05(10), F.S.; immigration, s. 501.1391, F.S. */
export function FloridaNotice({ kind, dark }: { kind: NoticeKind; dark?: boolean }) {
  const { locale } = usePage();
  const notary = kind === "notary";
  const title = common[locale][notary ? "notaryNotice" : "immigrationServicesNotice"].title;
  const Icon = notary ? Stamp : Scale;
  const Tag = dark ? "div" : "aside";
  const texts = [
    ...[locale, ...locales.filter((l) => l !== locale)].flatMap((lang) => {
      const { notaryNotice, immigrationServicesNotice: immigration } = common[lang];
      const own = notary ? [notaryNotice.text] : [immigration.statement, immigration.explanation];
      return own.map((text) => ({ lang, text }));
    }),
    ...(notary && isMiamiDade(officeConfig.address.county) ? [notaryNoticeHaitianCreole] : []),
  ];
  const box = cn(
    "rounded-xl border-l-4 p-4 sm:p-5",
    dark ? "border-sun-400 bg-brand-950 text-white" : "border-sun-500 bg-sun-100 text-ink-900",
  );
  return (
    <Tag aria-label={dark ? undefined : title} className={box}>
      <p className="flex items-center gap-2 font-bold">
        <Icon className={dark ? "size-5 text-sun-400" : "size-5"} />
        <span className="min-w-0">{title}</span>
      </p>
      {texts.map(({ lang, text }, i) => (
        <p key={i} lang={lang} className="mt-2 leading-relaxed">
          {text}
        </p>
      ))}
    </Tag>
  );
}
