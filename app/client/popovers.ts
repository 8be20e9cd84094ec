/** Mirrors an open popover in its buttons' `aria-expanded`, which only Chromium exposes. */
export function syncPopoverButtons() {
  if (!("popover" in HTMLElement.prototype)) return;
  const sync = (popover: Element, open: boolean) => {
    for (const button of document.querySelectorAll(`[popovertarget="${popover.id}"]`))
      button.setAttribute("aria-expanded", String(open));
  };
  // `toggle` does not bubble; listening in the capture phase sees every popover.
  document.addEventListener(
    "toggle",
    (event) => {
      const popover = event.target;
      if (popover instanceof HTMLElement && popover.hasAttribute("popover"))
        sync(popover, (event as ToggleEvent).newState === "open");
    },
    true,
  );
  for (const popover of document.querySelectorAll("[popover]"))
    sync(popover, popover.matches(":popover-open"));
  // Tabbing out of an open list or the full-screen menu closes it: focus is never behind it.
  document.addEventListener("focusin", (event) => {
    const target = event.target as Element;
    for (const open of document.querySelectorAll<HTMLElement>("[popover]:popover-open"))
      if (!open.contains(target) && target.getAttribute("popovertarget") !== open.id)
        open.hidePopover();
  });
}
