import type { ReactNode } from "react";
import { PhoneLink, ReviewLink, WhatsAppLink } from "~/components/Links";
import { Actions } from "~/components/PageHero";
import { WhatsAppIcon } from "~/components/icons/brands";
import { OfficeAddress } from "~/components/layout/ContactLinks";
import { buttonClass, sectionHeading } from "~/components/ui/classes";
import type { SectionOf } from "~/content/model";
import { useCommonText } from "~/content/common";

type CallToActionProps = Omit<SectionOf<"cta">, "type"> & {
  /** Replaces the booking button, e.g. a link to a page. */
  action?: ReactNode;
  /** The anchor of the page's cards, which the button leads to when it books nothing. */
  services?: string;
};

/** The closing block of a page: one next step, phone, WhatsApp, review link and maybe address. */
export function CallToAction(props: CallToActionProps) {
  const text = useCommonText();
  // Its one step drawn as a hero's first action: booking, or else a button to the page's cards.
  const next = props.booking
    ? ({ type: "book", booking: props.booking, label: props.button ?? text.bookNow } as const)
    : props.button && ({ type: "services", label: props.button } as const);
  return (
    <section
      aria-labelledby={`${props.id}-title`}
      className="bg-gradient-to-br from-brand-800 to-brand-950 py-16 text-white sm:py-20"
    >
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6" data-reveal="">
        <h2 id={`${props.id}-title`} className={sectionHeading}>
          {props.title}
        </h2>
        <p className="mt-4 text-lg text-pretty text-brand-100">{props.subtitle}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          {props.action ?? <Actions actions={next ? [next] : []} services={props.services} />}
          <PhoneLink className={buttonClass("light", "lg")} />
          <WhatsAppLink className={buttonClass("light", "lg")}>
            <WhatsAppIcon className="size-5" />
            {text.whatsApp.chat}
          </WhatsAppLink>
        </div>
        <ReviewLink className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-white underline underline-offset-2 hover:text-sun-300" />
        {props.address && (
          <OfficeAddress className="mx-auto mt-8 w-fit max-w-full text-left text-base" dark />
        )}
      </div>
    </section>
  );
}
