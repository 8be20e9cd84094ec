import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/** A component's HTML as the build writes it, on the page at `path`. */
export const render = (path: string, element: ReactElement): string =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path] }, element));
