import { Mail } from "lucide-react";
import { PageLink } from "~/components/Links";
import { buttonClass } from "~/components/ui/classes";
import type { SectionOf } from "~/content/model";
import { officeConfig } from "~/site/config";
import { emailPattern } from "~/site/newsletter";

/** A sign-up `mailto:` form that sends nothing itself; the site script words its checks and toast. */
export function Newsletter({ text }: { text: SectionOf<"newsletter"> }) {
  const mailto = `mailto:${officeConfig.email}`;
  const { id } = text;
  const titleId = `${id}-title`;
  return (
    <div className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-10">
      <div className="flex items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-xl bg-sun-100 text-brand-800">
          <Mail className="size-6" />
        </span>
        <h2 id={titleId} className="min-w-0 text-2xl font-bold tracking-tight max-[20rem]:text-xl">
          {text.title}
        </h2>
      </div>
      <p className="mt-3 text-ink-600">{text.subtitle}</p>
      <form
        className="mt-6"
        aria-labelledby={titleId}
        action={mailto}
        method="get"
        data-newsletter=""
        data-error-empty={text.errorEmpty}
        data-error-invalid={text.errorInvalid}
        data-mail-subject={text.mailSubject}
        data-mail-body={text.mailBody}
        data-toast-title={text.toastTitle}
        data-toast-text={text.toastText}
      >
        <input type="hidden" name="subject" value={text.mailSubject} />
        <label htmlFor={`${id}-email`} className="block font-semibold">
          {text.label}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          {/* Named "body": without the script, the address becomes the message. */}
          <input
            id={`${id}-email`}
            name="body"
            type="email"
            autoComplete="email"
            required
            pattern={emailPattern}
            maxLength={254}
            placeholder={text.placeholder}
            aria-describedby={`${id}-error`}
            className="min-h-12 grow rounded-lg border border-ink-600 px-4 text-base placeholder:text-ink-600 aria-invalid:border-red-700 aria-invalid:ring-2 aria-invalid:ring-red-700/30"
          />
          <button type="submit" className={buttonClass("primary", "lg")}>
            {text.button}
          </button>
        </div>
        <p
          id={`${id}-error`}
          role="alert"
          data-newsletter-error=""
          className="mt-2 min-h-6 text-sm font-semibold text-red-700"
        />
      </form>
      <p hidden data-newsletter-fallback="" className="mt-2 text-sm text-ink-700">
        {text.fallback}{" "}
        <a href={mailto} className="font-semibold text-brand-700 underline">
          {officeConfig.email}
        </a>
        .
      </p>
      <p className="mt-4 text-sm text-ink-600">
        {text.privacy}{" "}
        <PageLink page="PrivacyPolicy" className="font-semibold text-brand-700 underline">
          {text.privacyLink}
        </PageLink>
        .
      </p>
    </div>
  );
}
