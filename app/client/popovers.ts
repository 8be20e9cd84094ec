/** Mirrors an open popover in the `aria-expanded` of the buttons that open it (not of the one
 * inside that closes it), which only Chromium exposes. */
export function syncPopoverButtons() {
  if (!("popover" in HTMLElement.prototype)) return;
  const sync = (popover: Element, open: boolean) => {
    for (const button of document.querySelectorAll(`[popovertarget="${popover.id}"]`))
      if (!popover.contains(button)) button.setAttribute("aria-expanded", String(open));
  };
  /** Whether the popover covers the element (the full-screen menu covers its Menu button). */
  const covers = (popover: Element, element: Element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return popover.contains(document.elementFromPoint(x + width / 2, y + height / 2));
  };
  const toggled = (event: Event) => {
    const popover = event.target;
    if (popover instanceof HTMLElement && popover.hasAttribute("popover"))
      sync(popover, (event as ToggleEvent).newState === "open");
  };
  // `toggle` does not bubble; listening in the capture phase sees every popover.
  document.addEventListener("toggle", toggled, true);
  for (const popover of document.querySelectorAll("[popover]"))
    sync(popover, popover.matches(":popover-open"));
  // Tabbing out of an open list or the full-screen menu closes it, even back to the Menu button
  // under the menu: focus is never behind it. A list's own visible button leaves it to its click.
  document.addEventListener("focusin", (event) => {
    const target = event.target as Element;
    for (const open of document.querySelectorAll<HTMLElement>("[popover]:popover-open")) {
      const opener = target.getAttribute("popovertarget") === open.id;
      if (!open.contains(target) && (!opener || covers(open, target))) open.hidePopover();
    }
  });
}
