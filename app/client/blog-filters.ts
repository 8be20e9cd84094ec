/** Marks the chosen filter `aria-current` and announces its count (CSS `:target` filters). */
export function enhanceBlogFilters() {
  const links = [...document.querySelectorAll<HTMLAnchorElement>("a[data-blog-filter]")];
  const status = document.querySelector("[data-blog-filter-status]");
  if (links.length === 0) return;
  const update = (announce: boolean) => {
    // The filters are plain words: a hash is compared as written, so a malformed one ("#%") is no
    // filter, not an error that would stop the rest of the site script.
    const named = links.find((a) => `#${a.dataset.blogFilter}` === location.hash);
    const chosen = named ?? links[0]!;
    for (const a of links) a.ariaCurrent = a === chosen ? "true" : null;
    const count = document.querySelector(`[data-blog-filter-count="${chosen.dataset.blogFilter}"]`);
    if (announce && status && count) status.textContent = count.textContent;
    return named;
  };
  update(false);
  // Going to a filter's hash left focus nowhere (the next Tab started the page again): back to the
  // choice. Another hash (the skip link's #main) keeps its own focus.
  addEventListener("hashchange", () => update(true)?.focus({ preventScroll: true }));
}
