/** The addresses the newsletter accepts, something@domain.tld (also the input's `pattern`). */
export const emailPattern = "[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}";

export function emailProblem(value: string): "empty" | "invalid" | null {
  const email = value.trim();
  if (!email) return "empty";
  return new RegExp(`^${emailPattern}$`).test(email) && email.length <= 254 ? null : "invalid";
}

/** The `mailto:` link asking to subscribe `email`: `to` is the form action, `{email}` in `body`. */
export function subscriptionMailto(to: string, email: string, subject = "", body = "") {
  const address = to.replace(/^mailto:/, "").split("?")[0];
  const params = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replaceAll("{email}", email.trim()))}`;
  return `mailto:${address}?${params}`;
}
