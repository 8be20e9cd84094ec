/** Marks the chosen filter `aria-current` and announces its count (CSS `:target` filters). */
export function enhanceBlogFilters() {
  const links = [...document.querySelectorAll<HTMLAnchorElement>("a[data-blog-filter]")];
  const status = document.querySelector("[data-blog-filter-status]");
  if (links.length === 0) return;
  const update = (announce: boolean) => {
    const hash = decodeURIComponent(location.hash.slice(1));
    const chosen = links.find((a) => a.dataset.blogFilter === hash) ?? links[0]!;
    for (const a of links) a.ariaCurrent = a === chosen ? "true" : null;
    const count = document.querySelector(`[data-blog-filter-count="${chosen.dataset.blogFilter}"]`);
    if (announce && status && count) status.textContent = count.textContent;
  };
  update(false);
  addEventListener("hashchange", () => update(true));
}
