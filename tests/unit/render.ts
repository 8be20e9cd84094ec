import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/** A component's HTML as the build writes it, on the page at `path`. */
export function render(path: string, element: ReactElement): string {
  return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path] }, element));
}

/** Text as React writes it into HTML, to look for a config value in rendered markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}
