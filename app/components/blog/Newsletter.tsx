import { Mail } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { PageLink } from "~/components/PageLink";
import { buttonClass } from "~/components/ui/button-styles";
import { blogList } from "~/content/blogList";
import { officeConfig } from "~/site/config";
import { useLocale } from "~/site/locale";
import { toast } from "~/site/toast";

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Why an address cannot be used, or null when it can. */
export function emailProblem(value: string): "empty" | "invalid" | null {
  const email = value.trim();
  if (!email) return "empty";
  return emailPattern.test(email) && email.length <= 254 ? null : "invalid";
}

/** The mailto: link that asks the office to subscribe an address. */
export function subscriptionMailto(email: string, subject: string, body: string): string {
  const params = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace("{email}", email.trim()))}`;
  return `mailto:${officeConfig.email}?${params}`;
}

/**
 * Newsletter sign-up that sends nothing itself: a valid address opens the
 * visitor's e-mail app with a request to the office, then a toast confirms.
 */
export function Newsletter() {
  const text = blogList[useLocale()].newsletter;
  const inputId = useId();
  const errorId = useId();
  const [error, setError] = useState<"empty" | "invalid" | null>(null);
  const [mailto, setMailto] = useState<string | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    const problem = emailProblem(email);
    setError(problem);
    if (problem) {
      document.getElementById(inputId)?.focus();
      return;
    }
    const href = subscriptionMailto(email, text.mailSubject, text.mailBody);
    setMailto(href);
    window.location.href = href;
    toast({ title: text.toastTitle, description: text.toastText, tone: "success" });
  }

  return (
    <div className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-10">
      <div className="flex items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-xl bg-sun-100 text-brand-800">
          <Mail className="size-6" aria-hidden />
        </span>
        <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight">
          {text.title}
        </h2>
      </div>
      <p className="mt-3 text-ink-600">{text.subtitle}</p>
      <form
        className="mt-6"
        aria-labelledby="newsletter-title"
        noValidate={enhanced}
        onSubmit={submit}
        action={`mailto:${officeConfig.email}`}
        method="post"
        encType="text/plain"
      >
        <label htmlFor={inputId} className="block font-semibold">
          {text.label}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id={inputId}
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder={text.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onInput={() => error && setError(null)}
            className="min-h-12 grow rounded-lg border border-ink-600 px-4 text-base placeholder:text-ink-600 aria-invalid:border-red-700 aria-invalid:ring-2 aria-invalid:ring-red-700/30"
          />
          <button type="submit" className={buttonClass("primary", "lg")}>
            {text.button}
          </button>
        </div>
        <p id={errorId} role="alert" className="mt-2 min-h-6 text-sm font-semibold text-red-700">
          {error === "empty" ? text.errorEmpty : error === "invalid" ? text.errorInvalid : ""}
        </p>
      </form>
      {mailto && (
        <p className="mt-2 text-sm text-ink-700">
          {text.fallback}{" "}
          <a href={mailto} className="font-semibold text-brand-700 underline">
            {officeConfig.email}
          </a>
          .
        </p>
      )}
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
