export interface Step {
  title: string;
  description: string;
}

/** A numbered process ("how it works") as an ordered list. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, i) => (
        <li
          key={step.title}
          className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5"
        >
          <span
            aria-hidden
            className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
          <p className="mt-2 text-ink-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
