import { useEffect } from "react";

/**
 * Entry animation for every `[data-reveal]` section (0.8 s fade-in, 0.1 s
 * stagger, once). Only sections still below the fold when this runs are
 * hidden first, so nothing visible ever blinks, and nothing is hidden when
 * scripts are off or the visitor prefers reduced motion.
 */
export function useRevealOnScroll(key: string) {
  useEffect(() => {
    if (!("IntersectionObserver" in window)) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const sections = [
      ...document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-reveal=shown])"),
    ];
    const below = sections.filter((el) => el.getBoundingClientRect().top > window.innerHeight);
    if (below.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.reveal = "shown";
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    for (const el of below) {
      el.dataset.reveal = "pending";
      observer.observe(el);
    }
    return () => observer.disconnect();
  }, [key]);
}
