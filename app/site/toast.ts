/** At most this many toasts are kept. */
export const toastLimit = 20;
/** A dismissed toast stays this long (ms) before it is removed. */
export const toastRemoveDelay = 1_000_000;
/** How long a toast shows before it dismisses itself (ms). */
export const toastDuration = 8_000;

export interface Toast {
  id: string;
  title: string;
  description?: string;
  tone?: "success" | "error" | "info";
  open: boolean;
}

export type ToastAction =
  | { type: "add"; toast: Toast }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

/** The toast queue as a pure reducer: newest first, capped at `toastLimit`. */
export function toastReducer(state: readonly Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...state].slice(0, toastLimit);
    case "dismiss":
      return state.map((t) =>
        action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
      );
    case "remove":
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

/** A live toast queue: each toast dismisses itself after `toastDuration`, and a dismissed one is removed after `toastRemoveDelay`. */
export function createToastQueue(render: (toasts: readonly Toast[]) => void) {
  let toasts: Toast[] = [];
  let counter = 0;
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function dispatch(action: ToastAction) {
    toasts = toastReducer(toasts, action);
    for (const t of toasts) {
      if (t.open || removeTimers.has(t.id)) continue;
      removeTimers.set(
        t.id,
        setTimeout(() => {
          removeTimers.delete(t.id);
          dispatch({ type: "remove", id: t.id });
        }, toastRemoveDelay),
      );
    }
    render(toasts);
  }

  return {
    /** Shows a toast and returns its id. */
    add(input: Omit<Toast, "id" | "open">): string {
      const id = `toast-${++counter}`;
      dispatch({ type: "add", toast: { ...input, id, open: true } });
      setTimeout(() => dispatch({ type: "dismiss", id }), toastDuration);
      return id;
    },
    /** Dismisses one toast, or all when no id is given. */
    dismiss(id?: string) {
      dispatch({ type: "dismiss", id });
    },
    get toasts(): readonly Toast[] {
      return toasts;
    },
  };
}
