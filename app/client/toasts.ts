/** The spec's limit of toasts kept in the toast area. */
const toastLimit = 20;
const toastDuration = 8_000;

/** Shows a toast, newest first, in the live region of Toaster.tsx, from its hidden prototype; it
 * goes after 8 s, or later while the pointer is on it or focus in it (time to read it, WCAG 2.2.1). */
export function showToast(title: string, description = "") {
  const list = document.querySelector("[data-toast-list]");
  const prototype = document.querySelector("[data-toast-template] > li");
  if (!list || !prototype) return;
  const item = prototype.cloneNode(true) as HTMLElement;
  item.querySelector("[data-toast-title]")!.textContent = title;
  item.querySelector("[data-toast-text]")!.textContent = description;
  item.querySelector("button")!.addEventListener("click", () => item.remove());
  const expire = () =>
    item.matches(":hover, :focus-within") ? setTimeout(expire, toastDuration) : item.remove();
  setTimeout(expire, toastDuration);
  list.prepend(item);
  for (const old of [...list.children].slice(toastLimit)) old.remove();
}
