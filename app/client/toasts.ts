/** The spec's limit of toasts kept in the toast area. */
const toastLimit = 20;
const toastDuration = 8_000;

/** Shows a toast, newest first, in the live region of Toaster.tsx, from its hidden prototype. */
export function showToast(title: string, description = "") {
  const list = document.querySelector("[data-toast-list]");
  const prototype = document.querySelector("[data-toast-template] > li");
  if (!list || !prototype) return;
  const item = prototype.cloneNode(true) as HTMLElement;
  item.querySelector("[data-toast-title]")!.textContent = title;
  item.querySelector("[data-toast-text]")!.textContent = description;
  item.querySelector("button")!.addEventListener("click", () => item.remove());
  setTimeout(() => item.remove(), toastDuration);
  list.prepend(item);
  for (const old of [...list.children].slice(toastLimit)) old.remove();
}
