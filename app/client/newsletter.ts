import { emailProblem, subscriptionMailto } from "~/site/newsletter";
import { showToast } from "./toasts";

// Without this the form validates natively and opens the e-mail app through its `mailto:` action.
/** The page's own messages under the field; a valid address opens a filled message and a toast. */
export function enhanceNewsletter() {
  const form = document.querySelector<HTMLFormElement>("form[data-newsletter]");
  const input = form?.querySelector<HTMLInputElement>('input[type="email"]');
  const error = form?.querySelector<HTMLElement>("[data-newsletter-error]");
  if (!form || !input || !error) return;
  const text = form.dataset;

  const showProblem = () => {
    const problem = emailProblem(input.value);
    const message = problem === "empty" ? text.errorEmpty : problem ? text.errorInvalid : "";
    input.setCustomValidity(message ?? "");
    error.textContent = message ?? "";
    if (message) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
    return Boolean(message);
  };

  input.addEventListener("invalid", showProblem);
  input.addEventListener("input", () => {
    input.setCustomValidity("");
    if (input.hasAttribute("aria-invalid")) showProblem();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (showProblem()) {
      input.reportValidity();
      return;
    }
    const href = subscriptionMailto(
      form.getAttribute("action") ?? "",
      input.value,
      text.mailSubject ?? "",
      text.mailBody ?? "",
    );
    const fallback = document.querySelector<HTMLElement>("[data-newsletter-fallback]");
    fallback?.querySelector("a")?.setAttribute("href", href);
    fallback?.removeAttribute("hidden");
    location.href = href;
    showToast(text.toastTitle ?? "", text.toastText);
  });
}
