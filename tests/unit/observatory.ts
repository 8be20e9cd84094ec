/**
 * The MDN HTTP Observatory's header tests and scores (its `SCORE_TABLE`),
 * applied to one response's headers. The redirection test needs HTTPS on a
 * public host and is left to the static host.
 */
export interface ObservatoryResult {
  score: number;
  grade: string;
  tests: Record<string, { pass: boolean; modifier: number; result: string }>;
}

const broad = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const unsafeInline = new Set(["'unsafe-inline'", "data:"]);

function parseCsp(value: string): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const part of value.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    if (map.has(name.toLowerCase())) throw new Error(`duplicate directive ${name}`);
    map.set(name.toLowerCase(), new Set(sources));
  }
  return map;
}

function cspTest(value: string | undefined) {
  if (!value) return { pass: false, modifier: -25, result: "csp-not-implemented" };
  const csp = parseCsp(value);
  const fallback = csp.get("default-src") ?? new Set(["*"]);
  const script = csp.get("script-src") ?? fallback;
  const style = csp.get("style-src") ?? fallback;
  const object = csp.get("object-src") ?? fallback;
  const hashed = [...script].some((s) => /^'(sha256|sha384|sha512|nonce)-/.test(s));
  if (hashed) script.delete("'unsafe-inline'");
  if (
    [...script].some((s) => broad.has(s) || unsafeInline.has(s)) ||
    [...object].some((s) => broad.has(s))
  ) {
    return { pass: false, modifier: -20, result: "csp-implemented-with-unsafe-inline" };
  }
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'"))
    return { pass: false, modifier: -10, result: "csp-implemented-with-unsafe-eval" };
  if ([...style].some((s) => broad.has(s) || unsafeInline.has(s))) {
    return {
      pass: true,
      modifier: 0,
      result: "csp-implemented-with-unsafe-inline-in-style-src-only",
    };
  }
  const defaultNone = csp.get("default-src")?.has("'none'") && csp.get("default-src")?.size === 1;
  return defaultNone
    ? { pass: true, modifier: 10, result: "csp-implemented-with-no-unsafe-default-src-none" }
    : { pass: true, modifier: 5, result: "csp-implemented-with-no-unsafe" };
}

/** Grades the headers of one HTTPS response the way the Observatory does. */
export function observatoryGrade(headers: Record<string, string | undefined>): ObservatoryResult {
  const h = (name: string) => headers[name.toLowerCase()];
  const tests: ObservatoryResult["tests"] = {};
  tests["content-security-policy"] = cspTest(h("content-security-policy"));

  tests.cookies = h("set-cookie")
    ? { pass: false, modifier: -20, result: "cookies-present (not expected on this site)" }
    : { pass: true, modifier: 0, result: "cookies-not-found" };

  const acao = h("access-control-allow-origin");
  tests["cross-origin-resource-sharing"] =
    acao && h("access-control-allow-credentials") === "true"
      ? {
          pass: false,
          modifier: -50,
          result: "cross-origin-resource-sharing-implemented-with-universal-access",
        }
      : {
          pass: true,
          modifier: 0,
          result: acao ? "public-access" : "cross-origin-resource-sharing-not-implemented",
        };

  const referrer = h("referrer-policy")
    ?.split(",")
    .map((v) => v.trim().toLowerCase())
    .at(-1);
  tests["referrer-policy"] = !referrer
    ? { pass: true, modifier: 0, result: "referrer-policy-not-implemented" }
    : ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(
          referrer,
        )
      ? { pass: true, modifier: 5, result: "referrer-policy-private" }
      : { pass: false, modifier: -5, result: "referrer-policy-unsafe" };

  const maxAge = Number(h("strict-transport-security")?.match(/max-age=(\d+)/i)?.[1] ?? NaN);
  tests["strict-transport-security"] = Number.isNaN(maxAge)
    ? { pass: false, modifier: -20, result: "hsts-not-implemented" }
    : maxAge >= 15_768_000
      ? { pass: true, modifier: 0, result: "hsts-implemented-max-age-at-least-six-months" }
      : { pass: false, modifier: -10, result: "hsts-implemented-max-age-less-than-six-months" };

  // Every script is same-origin (the CSP allows no other host), so SRI is not needed.
  tests["subresource-integrity"] = {
    pass: true,
    modifier: 0,
    result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
  };

  tests["x-content-type-options"] =
    h("x-content-type-options")?.toLowerCase() === "nosniff"
      ? { pass: true, modifier: 0, result: "x-content-type-options-nosniff" }
      : { pass: false, modifier: -5, result: "x-content-type-options-not-implemented" };

  const frameAncestors = h("content-security-policy")
    ?.match(/frame-ancestors ([^;]+)/)?.[1]
    ?.trim();
  tests["x-frame-options"] =
    frameAncestors && !frameAncestors.split(/\s+/).some((s) => broad.has(s))
      ? { pass: true, modifier: 5, result: "x-frame-options-implemented-via-csp" }
      : ["deny", "sameorigin"].includes(h("x-frame-options")?.toLowerCase() ?? "")
        ? { pass: true, modifier: 0, result: "x-frame-options-sameorigin-or-deny" }
        : { pass: false, modifier: -20, result: "x-frame-options-not-implemented" };

  tests["cross-origin-resource-policy"] = ["same-origin", "same-site", "cross-origin"].includes(
    h("cross-origin-resource-policy") ?? "",
  )
    ? { pass: true, modifier: 0, result: "corp-implemented" }
    : { pass: true, modifier: 0, result: "corp-not-implemented" };

  // Bonuses count only when the score without them is at least 90 (A).
  const penalties = Object.values(tests).reduce((sum, t) => sum + Math.min(t.modifier, 0), 0);
  const bonuses = Object.values(tests).reduce((sum, t) => sum + Math.max(t.modifier, 0), 0);
  const base = 100 + penalties;
  const score = Math.max(0, base >= 90 ? base + bonuses : base);
  const grades: [number, string][] = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
    [0, "F"],
  ];
  const grade = grades.find(([min]) => score >= min)![1];
  return { score, grade, tests };
}
