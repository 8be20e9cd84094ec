import { emailProblem, subscriptionMailto } from "~/site/newsletter";
import { showToast } from "./toasts";

/** The page's own messages under the field; a valid address opens a filled e-mail and a toast. */
export function enhanceNewsletter() {
  const form = document.querySelector<HTMLFormElement>("form[data-newsletter]");
  const input = form?.querySelector<HTMLInputElement>('input[type="email"]');
  const error = form?.querySelector<HTMLElement>("[data-newsletter-error]");
  if (!form || !input || !error) return;
  const text = form.dataset;

  const showProblem = () => {
    // An address the browser refuses as typed ("muñoz@…") is told in the page's words too.
    const problem = emailProblem(input.value) ?? (input.validity.typeMismatch ? "invalid" : null);
    const message =
      (problem === "empty" ? text.errorEmpty : problem ? text.errorInvalid : "") ?? "";
    input.setCustomValidity(message);
    error.textContent = message;
    input.ariaInvalid = message ? "true" : null;
    return Boolean(message);
  };

  input.addEventListener("invalid", showProblem);
  input.addEventListener("input", () => {
    input.setCustomValidity("");
    if (input.ariaInvalid) showProblem();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (showProblem()) return input.reportValidity();
    const action = form.getAttribute("action") ?? "";
    const href = subscriptionMailto(action, input.value, text.mailSubject, text.mailBody);
    const fallback = document.querySelector<HTMLElement>("[data-newsletter-fallback]");
    fallback?.querySelector("a")?.setAttribute("href", href);
    fallback?.removeAttribute("hidden");
    location.href = href;
    showToast(text.toastTitle ?? "", text.toastText);
  });
}
