import { ChevronDown } from "lucide-react";

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers on native <details>, usable without JavaScript. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-3">
      {items.map((item) => (
        <details
          key={item.question}
          className="group rounded-xl bg-white shadow-sm ring-1 ring-black/5"
        >
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold">
            {item.question}
            <ChevronDown
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <p className="px-5 pb-5 text-ink-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
