import { createToastQueue, type Toast } from "~/site/toast";

let queue: ReturnType<typeof createToastQueue> | undefined;

/** Draws the queue into the page's toast area, from its hidden prototype (which holds the words). */
function render(toasts: readonly Toast[]) {
  const list = document.querySelector<HTMLElement>("[data-toast-list]");
  const prototype = document.querySelector("[data-toast-template] > li");
  if (!list || !prototype) return;
  const shown = new Set(toasts.filter((t) => t.open).map((t) => t.id));
  for (const item of [...list.children] as HTMLElement[])
    if (!shown.has(item.dataset.toastId ?? "")) item.remove();
  for (const t of [...toasts].reverse()) {
    if (!t.open || list.querySelector(`[data-toast-id="${t.id}"]`)) continue;
    const item = prototype.cloneNode(true) as HTMLElement;
    item.dataset.toastId = t.id;
    item.querySelector("[data-toast-title]")!.textContent = t.title;
    item.querySelector("[data-toast-text]")!.textContent = t.description ?? "";
    item.querySelector("button")!.addEventListener("click", () => queue?.dismiss(t.id));
    list.prepend(item);
  }
}

/** Shows a toast in the global toast area (a polite live region). */
export function showToast(title: string, description?: string) {
  queue ??= createToastQueue(render);
  queue.add({ title, description, tone: "success" });
}
