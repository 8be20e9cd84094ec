import { Scale, Stamp } from "lucide-react";
import { BilingualNotice } from "~/components/BilingualNotice";
import { isMiamiDade, notaryNoticeHaitianCreole } from "~/content/common/notary-notice-ht";
import type { NoticeKind } from "~/content/model";
import { common } from "~/content/common";
import { useCommonText } from "~/content/common";
import { officeConfig } from "~/site/config";

interface NoticeProps {
  className?: string;
  /** "dark" in the footer, where the notice is not a landmark of its own. */
  tone?: "warning" | "dark";
}

/** The languages the notary notice needs beyond the site's: Haitian Creole for an office in Miami-Dade. */
export const notaryNoticeExtraLanguages = isMiamiDade(officeConfig.address.county)
  ? [{ lang: notaryNoticeHaitianCreole.lang, text: notaryNoticeHaitianCreole.text }]
  : [];

/**
 * s. 117.05(10), F.S.: required wherever notary services are advertised, in
 * English and Spanish (and, in Miami-Dade County, in Haitian Creole).
 */
export function NotaryNotice({ className, tone = "warning" }: NoticeProps) {
  const text = useCommonText();
  return (
    <BilingualNotice
      className={className}
      tone={tone}
      as={tone === "dark" ? "div" : "aside"}
      title={text.notaryNotice.title}
      icon={<Stamp className={tone === "dark" ? "size-5 text-sun-400" : "size-5"} aria-hidden />}
      text={{ en: common.en.notaryNotice.text, es: common.es.notaryNotice.text }}
      more={notaryNoticeExtraLanguages}
    />
  );
}

/**
 * s. 501.1391, F.S.: the statement a business offering immigration services must
 * post on its website, in English and in Spanish, followed by what that means here.
 */
export function ImmigrationNotice({ className, tone = "warning" }: NoticeProps) {
  const text = useCommonText();
  const paragraphs = (locale: "en" | "es") => {
    const { statement, explanation } = common[locale].immigrationServicesNotice;
    return [statement, explanation];
  };
  return (
    <BilingualNotice
      className={className}
      tone={tone}
      as={tone === "dark" ? "div" : "aside"}
      title={text.immigrationServicesNotice.title}
      icon={<Scale className={tone === "dark" ? "size-5 text-sun-400" : "size-5"} aria-hidden />}
      text={{ en: paragraphs("en"), es: paragraphs("es") }}
    />
  );
}

/** The Florida notices a page shows in its body, in the site's order. */
export function FloridaNotices({ kinds }: { kinds: readonly NoticeKind[] }) {
  return kinds.map((kind) =>
    kind === "notary" ? <NotaryNotice key={kind} /> : <ImmigrationNotice key={kind} />,
  );
}
