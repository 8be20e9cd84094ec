// Reads an article file, front matter then Markdown, into the few shapes ArticleBody.tsx renders;
// every error names the file and, where it can, the line.
import type { Element, ElementContent, Root as HastRoot, RootContent } from "hast";
import type { Nodes, Parent, Table } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { YAMLParseError, parse as parseYaml } from "yaml";
import type { Locale } from "../site/locales";

/** Reads an article file: its front matter as written (the schema checks it later) and its body;
 * a body's problems are told in `language`, the editor's. */
export function readArticleSource(file: string, source: string, language: Locale = "en") {
  const { yaml, markdown, bodyLine } = splitFrontMatter(file, source);
  const readTime = minutesToRead(markdown);
  const frontMatter = Object.assign(parseFrontMatter(file, yaml), { readTime });
  return { frontMatter, body: compileBody(file, markdown, bodyLine, language) };
}

/** Minutes to read a text, at 230 words a minute; at least one. */
export function minutesToRead(text: string): number {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 230));
}

/** Splits the text between the opening and closing `---` lines from the Markdown after them. */
export function splitFrontMatter(file: string, source: string) {
  const lines = source.replace(/^\uFEFF/, "").split(/\r?\n/);
  const end = lines.indexOf("---", 1);
  if (lines[0] !== "---" || end < 0)
    throw new Error(
      `${file}: the file must start with its front matter (title, date, …) between two lines of three dashes (---)`,
    );
  const yaml = lines.slice(1, end).join("\n");
  return { yaml, markdown: lines.slice(end + 1).join("\n"), bodyLine: end + 1 };
}

function parseFrontMatter(file: string, yaml: string): Record<string, unknown> {
  let data: unknown;
  try {
    // Empty front matter: the schema then names each missing field.
    data = parseYaml(yaml) ?? {};
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    // Lines counted in the file: the front matter starts on line 2.
    const line = (error.linePos?.[0].line ?? 0) + 1;
    throw new Error(
      `${file}, line ${line}: the front matter is not valid YAML (${error.code}). ` +
        `Write each field as "name: value" and put a text in double quotes when it contains a colon.`,
    );
  }
  if (typeof data !== "object" || Array.isArray(data))
    throw new Error(`${file}: the front matter must list fields as "name: value", one a line`);
  return data as Record<string, unknown>;
}

/** What the body may use, in the words of the error an unsupported shape gets. */
const supported = {
  en:
    "paragraphs, ## and ### headings, - lists, 1. numbered steps, **bold**, *italic*, links, " +
    ":::alert[Title] … ::: and :::table[Caption] … ::: around a table",
  es:
    "párrafos, títulos ## y ###, listas con -, pasos numerados 1., **negrita**, *cursiva*, " +
    "enlaces, :::alert[Título] … ::: y :::table[Leyenda] … ::: alrededor de una tabla",
};

const allowed = new Set<string>([
  ...["root", "paragraph", "text", "heading", "list", "listItem", "strong", "emphasis", "link"],
  ...["break", "table", "tableRow", "tableCell", "containerDirective", "textDirective"],
]);

/** How the error names a shape the body may not use: English, then Spanish. */
const shapeNames: Record<string, [string, string]> = {
  image: ["A picture in the text", "Una imagen en el texto"],
  imageReference: ["A picture in the text", "Una imagen en el texto"],
  html: ["HTML", "El texto entre < y > (HTML)"],
  code: ["Code", "El texto con sangría o entre comillas invertidas (`), que es código,"],
  inlineCode: ["Code", "El texto entre comillas invertidas (`), que es código,"],
  blockquote: ["A quote block (>)", "Una cita (>)"],
  thematicBreak: ["A horizontal rule (---)", "Una línea horizontal (---)"],
  delete: ["Strikethrough (~~)", "El tachado (~~)"],
  footnoteReference: ["A footnote ([^1])", "Una nota al pie ([^1])"],
  footnoteDefinition: ["A footnote ([^1]:)", "Una nota al pie ([^1]:)"],
  linkReference: ["A link by name ([words][name])", "Un enlace por nombre ([palabras][nombre])"],
  definition: ["A link's name ([name]: address)", "El nombre de un enlace ([nombre]: dirección)"],
  leafDirective: ["A box with two colons (::)", "Un recuadro con dos veces dos puntos (::)"],
};

/** Markdown that did not take and would show as typed, and how to write it: English, Spanish. */
const leftovers: [RegExp, string, string][] = [
  [
    /\*\*/,
    "bold is **words**, with no space just inside the asterisks, and a space after them when they follow a colon (**Note:** text)",
    "la negrita se escribe **así**, sin espacio justo dentro de los asteriscos, y con un espacio después de ellos si van tras dos puntos (**Nota:** texto)",
  ],
  [
    /(^|\n)#{2,6}[^\s#]/,
    "a heading starts with ## and a space (## Requirements)",
    "un subtítulo empieza con ## y un espacio (## Requisitos)",
  ],
  [
    /:::/,
    "a box starts with :::alert[Title] or :::table[Caption], with no space after the colons, and ends with ::: on a line of its own",
    "un recuadro empieza con :::alert[Título] o :::table[Leyenda], sin espacio después de los dos puntos, y termina con ::: en una línea aparte",
  ],
  [
    /\]\(/,
    "a link is [its words](its address), with no space in the address",
    "un enlace se escribe [sus palabras](su dirección), sin espacios en la dirección",
  ],
];

/** The body as a hast tree, checked against what the site renders; a problem is told in
 * `language` and named by `file` and its line (the file's, from `lineOffset`). */
export function compileBody(file: string, markdown: string, lineOffset: number, language: Locale) {
  function fail(node: Nodes, words: Record<Locale, string>): never {
    const line = language === "es" ? "línea" : "line";
    const at = node.position && `, ${line} ${node.position.start.line + lineOffset}`;
    throw new Error(`${file}${at ?? ""}: ${words[language]}`);
  }
  const visit = (node: Nodes, parent?: Parent, index = 0) => {
    if (!allowed.has(node.type)) {
      const name = `"${node.type}"`;
      const [english, spanish] = shapeNames[node.type] ?? [name, `Este formato (${name})`];
      fail(node, {
        en: `${english} is not supported in an article. Use ${supported.en}.`,
        es: `${spanish} no se admite en un artículo. Use ${supported.es}.`,
      });
    }
    const typed = (at: Nodes) => markdown.slice(at.position!.start.offset, at.position!.end.offset);
    if (node.type === "heading" && !typed(node).startsWith("#"))
      fail(node, {
        en: "a line of --- or === under a text makes it a heading: start a heading with ## instead (a line across the text is not supported)",
        es: "una línea de --- o === debajo de un texto lo convierte en subtítulo: empiece los subtítulos con ## (no se admiten líneas horizontales)",
      });
    if (node.type === "heading" && !toString(node).trim())
      fail(node, {
        en: "this heading (##) has no words",
        es: "este subtítulo (##) no tiene texto",
      });
    if (node.type === "link" && !toString(node).trim())
      fail(node, {
        en: `the link to ${node.url} has no words: write them between the brackets, [its words](${node.url})`,
        es: `el enlace a ${node.url} no tiene palabras: escríbalas entre los corchetes, [sus palabras](${node.url})`,
      });
    if (node.type === "listItem" && node.children.length === 0)
      fail(node, {
        en: "a list item has no words (a - or 1. alone on its line)",
        es: "un elemento de la lista está vacío (un - o 1. solo en su línea)",
      });
    const leftover = node.type === "text" && leftovers.find(([mark]) => mark.test(node.value));
    if (leftover) {
      const shown = typed(node).trim().slice(0, 40);
      fail(node, {
        en: `"${shown}" would show as typed: ${leftover[1]}`,
        es: `"${shown}" se vería tal cual: ${leftover[2]}`,
      });
    }
    if (node.type === "heading" && node.depth === 1)
      fail(node, {
        en: "the title is the front matter's title; start the body's headings at ## (level 2)",
        es: "el título del artículo va en el campo «Título»: en el texto, empiece los subtítulos con ## (o ###)",
      });
    if (node.type === "heading" && node.depth > 3)
      fail(node, {
        en: `a level-${node.depth} heading is not supported: use ## or ###`,
        es: `no se admiten subtítulos con ${"#".repeat(node.depth)}: use ## o ###`,
      });
    if (node.type === "link")
      node.url =
        linkTarget(node.url) ??
        fail(node, {
          en: `the link "${node.url}" leads nowhere: write a whole address (https://www.irs.gov), an e-mail address, or a page of the site (/ItinServices)`,
          es: `el enlace "${node.url}" no lleva a ninguna parte: escriba una dirección completa (https://www.irs.gov), un correo electrónico o una página del sitio (/ItinServices)`,
        });
    if (node.type === "textDirective") {
      // A colon before a word ("note:this") parses as a directive; it is plain text here.
      parent!.children[index] = { type: "text", value: typed(node) };
      return;
    }
    if (node.type === "list" && node.ordered) {
      const first = node.start ?? 1;
      if (first > 99)
        fail(node, {
          en: `a line that starts with a number and a period ("${first}.") becomes a numbered step: write it another way (In ${first}, …)`,
          es: `una línea que empieza con un número y un punto ("${first}.") se convierte en un paso numerado: escríbala de otra forma (En ${first}, …)`,
        });
      for (const [i, item] of node.children.entries())
        item.data = { ...item.data, hProperties: { value: String(first + i) } };
    }
    if (node.type === "containerDirective") {
      // A box not closed runs to the end of the text: the rest of the article would be in it.
      if (!/^\s*:{3,}\s*$/.test(typed(node).split("\n").pop()!))
        fail(node, {
          en: `close :::${node.name} with ::: on a line of its own, after its last line`,
          es: `cierre :::${node.name} con ::: en una línea aparte, después de su última línea`,
        });
      // The `[Title]` of `:::alert[Title]`, taken out of the box's content.
      const label = node.children.shift();
      if (label?.type !== "paragraph" || !label.data?.directiveLabel)
        fail(node, {
          en: `write a title in brackets right after the name: :::${node.name}[Your title]`,
          es: `escriba un título entre corchetes justo después del nombre: :::${node.name}[Su título]`,
        });
      const title = toString(label, { includeImageAlt: false }).trim();
      if (!title)
        fail(node, {
          en: `the [title] of :::${node.name} is empty`,
          es: `el [título] de :::${node.name} está vacío`,
        });
      if (node.name === "table") {
        const table = node.children.find((child): child is Table => child.type === "table");
        if (!table || node.children.length !== 1)
          fail(node, {
            en: ":::table[Caption] must hold exactly one table, and nothing else: no empty line between its rows, and ::: right after the last one",
            es: ":::table[Leyenda] debe contener una sola tabla, y nada más: sin líneas vacías entre sus filas, y con ::: justo después de la última",
          });
        const columns = table.children[0]!.children.length;
        const long = table.children.find((row) => row.children.length > columns);
        if (long)
          fail(long, {
            en: `this row has more cells than the table's first row (${columns}): remove a | or add a column to the first row`,
            es: `esta fila tiene más celdas que la primera fila de la tabla (${columns}): quite una | o agregue una columna a la primera fila`,
          });
        table.data = { hProperties: { ariaLabel: title } };
        for (const [r, row] of table.children.entries())
          for (const [c, cell] of row.children.entries())
            if (r === 0) cell.data = { hProperties: { scope: "col" } };
            else if (c === 0) cell.data = { hName: "th", hProperties: { scope: "row" } };
        parent!.children[index] = table;
        visit(table, parent, index);
        return;
      }
      if (node.name !== "alert")
        fail(node, {
          en: `":::${node.name}" is not a known box: use :::alert[Title] or :::table[Caption]`,
          es: `":::${node.name}" no es un recuadro conocido: use :::alert[Título] o :::table[Leyenda]`,
        });
      node.data = { hName: "aside", hProperties: { ariaLabel: title } };
    }
    if (node.type === "table" && !node.data?.hProperties)
      fail(node, {
        en: "put a table inside :::table[Its caption] … ::: so that it has a caption",
        es: "ponga la tabla dentro de :::table[Su leyenda] … ::: para que tenga una leyenda",
      });
    if (node.type === "listItem" && typeof node.checked === "boolean")
      fail(node, {
        en: "check boxes ([ ] or [x]) are not supported in a list",
        es: "no se admiten casillas ([ ] o [x]) en una lista",
      });
    if ("children" in node)
      node.children.forEach((child, i, all) => {
        // "1. **Title**", its text not indented, then "2. …": the text fell out of its step.
        const [before, after] = [all[i - 1], all[i + 1]];
        if (child.type === "paragraph" && before?.type === "list" && after?.type === "list") {
          const step = (before.start ?? 1) + before.children.length - 1;
          if (before.ordered && after.ordered && after.start === step + 1)
            fail(child, {
              en: `the text under step ${step} is not indented: line it up with the step's title (three spaces, four from step 10)`,
              es: `el texto bajo el paso ${step} no tiene sangría: alinéelo con el título del paso (tres espacios; cuatro desde el paso 10)`,
            });
        }
        visit(child as Nodes, node, i);
      });
  };
  const mdast = unified()
    .use(remarkParse)
    // `~` alone stays a tilde ("~5 minutes"); `~~text~~` is still refused below.
    .use(remarkGfm, { singleTilde: false })
    .use(remarkDirective)
    .parse(markdown);
  visit(mdast);
  const hast = unified().use(remarkRehype).runSync(mdast) as HastRoot;
  tidy(hast);
  return hast;
}

/** Last parts of a file's name, which a link to a web address never ends in: "W-7.pdf". */
const fileEnding = /\.(pdf|docx?|xlsx?|pptx?|html?|jpe?g|png|gif|heic|svg|webp|txt|csv|zip|md)$/i;

// A link's address as a browser needs it, or undefined: "www.irs.gov" (typed, or made http:// by
// remark-gfm) gets https://, an e-mail address mailto:, a page's name its slash.
function linkTarget(typed: string): string | undefined {
  const url = typed.replace(/^[a-z]+:/i, (scheme) => scheme.toLowerCase());
  if (/^(http:)?\/\/[^\s/]/.test(url)) return url.replace(/^(http:)?/, "https:");
  if (/^(https:\/\/[^\s/]|mailto:[^\s@]+@|tel:\+?[\d(]|\/)/.test(url)) return url;
  if (/^[^\s@/:]+@[^\s@/]+\.[a-z]{2,}$/i.test(url)) return `mailto:${url}`;
  const domain = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(?=[/?#]|$)/i.exec(url)?.[0];
  if (domain && !fileEnding.test(domain)) return `https://${url}`;
  // A page's address without its slash ("ItinServices"); bodies.ts leaves out one that is none.
  if (/^[a-z][\w-]*(\/[\w-]+)*(#[\w-]+)?$/i.test(url)) return `/${url}`;
  return undefined;
}

/** Parents whose whitespace-only text children are only the line breaks between blocks. */
const blockParents = new Set(["aside", "ol", "ul", "table", "thead", "tbody", "tr"]);

/** Drops line breaks between blocks and positions, joins split text: the build keeps it as JSON. */
function tidy(node: HastRoot | Element) {
  const blocks =
    node.type === "root" ||
    blockParents.has(node.tagName) ||
    (node.tagName === "li" &&
      node.children.some((child) => child.type === "element" && /^(p|ul|ol)$/.test(child.tagName)));
  const children: (RootContent | ElementContent)[] = [];
  for (const child of node.children) {
    const last = children.at(-1);
    if (child.type === "text" && blocks && !child.value.trim()) continue;
    // Directive syntax the text only looked like leaves the text in pieces: join them.
    if (child.type === "text" && last?.type === "text") last.value += child.value;
    else children.push(child);
  }
  node.children = children as typeof node.children;
  delete node.position;
  for (const child of node.children) {
    if (child.type === "element") tidy(child);
    else delete child.position;
  }
}
