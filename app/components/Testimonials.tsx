import { Quote, Star } from "lucide-react";
import { useCommonText } from "~/content/common";

/** One client quote in the page's language. */
export interface Testimonial {
  name: string;
  service: string;
  comment: string;
  /** Stars out of 5. */
  rating: number;
}

/** Client quotes, each with its star rating, which screen readers read as text. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  const text = useCommonText();
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.name}>
          <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
            <p className="flex items-center gap-0.5 text-sun-500">
              {[1, 2, 3, 4, 5].map((n) => (
                <Star
                  key={n}
                  className={n <= item.rating ? "size-5 fill-current" : "size-5 text-slate-300"}
                  aria-hidden
                />
              ))}
              <span className="sr-only">
                {text.ratingLabel.replace("{rating}", String(item.rating))}
              </span>
            </p>
            <blockquote className="mt-4 grow text-ink-700">
              <Quote className="mb-2 size-6 text-brand-200" aria-hidden />
              <p>{item.comment}</p>
            </blockquote>
            <figcaption className="mt-6">
              <span className="block font-bold">{item.name}</span>
              <span className="text-sm text-ink-600">{item.service}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
