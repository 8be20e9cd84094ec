import { Scale, Stamp } from "lucide-react";
import { BilingualNotice } from "~/components/BilingualNotice";
import { common } from "~/content/common";
import { useCommonText } from "~/site/locale";

/** s. 117.05(10), F.S.: required wherever notary services are advertised, in English and Spanish. */
interface NoticeProps {
  className?: string;
  /** "dark" in the footer, where the notice is not a landmark of its own. */
  tone?: "warning" | "dark";
}

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
    />
  );
}

/** s. 501.1391, F.S.: the not-an-attorney notice for immigration services, in English and Spanish. */
export function ImmigrationNotice({ className, tone = "warning" }: NoticeProps) {
  const text = useCommonText();
  return (
    <BilingualNotice
      className={className}
      tone={tone}
      as={tone === "dark" ? "div" : "aside"}
      title={text.footer.notAttorneyTitle}
      icon={<Scale className={tone === "dark" ? "size-5 text-sun-400" : "size-5"} aria-hidden />}
      text={{ en: common.en.footer.notAttorney, es: common.es.footer.notAttorney }}
    />
  );
}
