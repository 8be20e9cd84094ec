/**
 * Popovers (menu, language list, booking lists) open and close natively from
 * their `popovertarget` button. Chromium already exposes the button's
 * expanded state; this mirrors it in `aria-expanded` for other browsers.
 */
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
  for (const button of document.querySelectorAll("[popovertarget]")) {
    const popover = document.getElementById(button.getAttribute("popovertarget") ?? "");
    if (popover) sync(popover, popover.matches(":popover-open"));
  }
}
