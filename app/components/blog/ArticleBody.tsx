import { AlertCircle, Check } from "lucide-react";
import type { PostBlock } from "~/content/blog/schema";

/** Renders an article's blocks: headings, paragraphs, lists, steps, alerts and tables. */
export function ArticleBody({ blocks }: { blocks: readonly PostBlock[] }) {
  return (
    <div className="grid gap-5 text-lg leading-relaxed text-ink-700">
      {blocks.map((block, i) => {
        switch (block.type) {
          case "h2":
            return (
              <h2
                key={i}
                className="mt-6 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
              >
                {block.text}
              </h2>
            );
          case "h3":
            return (
              <h3 key={i} className="mt-2 text-xl font-bold text-ink-900">
                {block.text}
              </h3>
            );
          case "p":
            return <p key={i}>{block.text}</p>;
          case "list":
            return (
              <ul key={i} className="grid gap-2">
                {block.items.map((item) => (
                  <li key={item} className="flex gap-3">
                    <Check className="mt-1.5 size-5 shrink-0 text-brand-600" aria-hidden />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            );
          case "steps":
            return (
              <ol key={i} className="grid gap-4">
                {block.items.map((step, n) => (
                  <li
                    key={step.title}
                    className="flex gap-4 rounded-xl bg-slate-50 p-5 ring-1 ring-black/5"
                  >
                    <span
                      aria-hidden
                      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                    >
                      {n + 1}
                    </span>
                    <div>
                      <p className="font-bold text-ink-900">{step.title}</p>
                      <p className="mt-1 text-base">{step.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            );
          case "alert":
            return (
              <aside
                key={i}
                aria-label={block.title}
                className="flex gap-3 rounded-xl border-l-4 border-sun-500 bg-sun-100 p-5 text-base"
              >
                <AlertCircle className="mt-0.5 size-5 shrink-0 text-ink-900" aria-hidden />
                <div>
                  <p className="font-bold text-ink-900">{block.title}</p>
                  <p className="mt-1">{block.text}</p>
                </div>
              </aside>
            );
          case "table":
            return (
              // Focusable and named, so a table wider than a phone can be scrolled from the keyboard.
              <div
                key={i}
                role="region"
                aria-label={block.caption}
                tabIndex={0}
                className="overflow-x-auto rounded-xl ring-1 ring-black/10"
              >
                <table className="w-full text-left text-sm sm:text-base">
                  <caption className="bg-slate-50 px-4 py-3 text-left font-semibold text-ink-900">
                    {block.caption}
                  </caption>
                  <thead className="bg-brand-900 text-white">
                    <tr>
                      {block.head.map((cell) => (
                        <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row) => (
                      <tr key={row.join()} className="border-t border-black/10">
                        {row.map((cell, c) =>
                          c === 0 ? (
                            <th key={c} scope="row" className="px-4 py-3 font-medium text-ink-900">
                              {cell}
                            </th>
                          ) : (
                            <td key={c} className="px-4 py-3">
                              {cell}
                            </td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </div>
  );
}
