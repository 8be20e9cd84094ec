// The text of a PDF Chromium printed (Skia: a Flate stream per page, ToUnicode CMaps, Tj only),
// for the print tests: no PDF library is installed. Not a general PDF reader.
import { inflateSync } from "node:zlib";

/** Every `N 0 obj` of the file: its dictionary and, for streams, the decoded data. */
function readObjects(pdf: Buffer) {
  const objects = new Map<string, { dict: string; stream?: Buffer }>();
  const text = pdf.toString("latin1");
  for (const [, id = "", body = ""] of text.matchAll(/(\d+) 0 obj\b([\s\S]*?)endobj/g)) {
    // A stream's data: `Length` bytes after the line that opens it.
    const [, dict = body, data] = /^([\s\S]*?)stream\r?\n([\s\S]*)/.exec(body) ?? [];
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const bytes = data === undefined ? undefined : Buffer.from(data.slice(0, length), "latin1");
    const inflate = bytes && dict.includes("/FlateDecode");
    objects.set(id, { dict, stream: inflate ? inflateSync(bytes) : bytes });
  }
  return objects;
}

/** Glyph id (hex) → text, from a ToUnicode CMap's bfchar and bfrange sections. */
function readCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, src, dst] of body!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      map.set(parseInt(src!, 16), utf16(dst!));
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, dst] of body!.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi,
    )) {
      const base = parseInt(dst!, 16);
      for (let g = parseInt(lo!, 16); g <= parseInt(hi!, 16); g++)
        map.set(g, String.fromCharCode(base + g - parseInt(lo!, 16)));
    }
  return map;
}

/** The text of every page, in order, one line per text positioning. */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  // Each font's glyphs, by the name the pages' resources give it.
  const glyphsOf = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values())
    for (const [, name, id] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id!)?.dict ?? "")?.[1];
      const cmap = toUnicode && objects.get(toUnicode)?.stream;
      if (cmap) glyphsOf.set(name!, readCMap(cmap.toString("latin1")));
    }

  const lines: string[] = [];
  for (const page of [...objects.values()].filter((o) => /\/Type \/Page\b/.test(o.dict))) {
    const contents = /\/Contents (\d+) 0 R/.exec(page.dict)?.[1];
    const content = contents && objects.get(contents)?.stream?.toString("latin1");
    if (!content) continue;
    let glyphs = new Map<number, string>();
    let line = "";
    const ops = /\/(F\d+) [\d.]+ Tf|<([0-9a-f]*)>\s*Tj|\bTm\b/gi;
    for (const [op, font, hex] of content.matchAll(ops)) {
      if (font) glyphs = glyphsOf.get(font) ?? new Map();
      else if (hex !== undefined)
        line += (hex.match(/.{4}/g) ?? []).map((g) => glyphs.get(parseInt(g, 16)) ?? "").join("");
      else if (op === "Tm" && line) {
        lines.push(line);
        line = "";
      }
    }
    if (line) lines.push(line);
  }
  // NFKC: Skia maps ligatures to one character ("ﬁ").
  return lines.join("\n").normalize("NFKC");
}
