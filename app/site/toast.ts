import { useSyncExternalStore } from "react";

/** At most this many toasts are kept (spec section 4). */
export const toastLimit = 20;
/** A dismissed toast stays this long (ms) before it is removed (spec section 4). */
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
  | { type: "update"; toast: Partial<Toast> & { id: string } }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

/** The toast queue as a pure reducer: newest first, capped at `toastLimit`. */
export function toastReducer(state: readonly Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...state].slice(0, toastLimit);
    case "update":
      return state.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case "dismiss":
      return state.map((t) =>
        action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
      );
    case "remove":
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

let toasts: Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: ToastAction) {
  toasts = toastReducer(toasts, action);
  if (action.type === "dismiss") {
    for (const t of toasts) {
      if (!t.open && !removeTimers.has(t.id)) {
        removeTimers.set(
          t.id,
          setTimeout(() => {
            removeTimers.delete(t.id);
            dispatch({ type: "remove", id: t.id });
          }, toastRemoveDelay),
        );
      }
    }
  }
  listeners.forEach((listener) => listener());
}

/** Shows a toast; returns its id and helpers to update or dismiss it. */
export function toast(input: Omit<Toast, "id" | "open">) {
  const id = `toast-${++counter}`;
  dispatch({ type: "add", toast: { ...input, id, open: true } });
  setTimeout(() => dispatch({ type: "dismiss", id }), toastDuration);
  return {
    id,
    update: (changes: Partial<Omit<Toast, "id">>) =>
      dispatch({ type: "update", toast: { ...changes, id } }),
    dismiss: () => dispatch({ type: "dismiss", id }),
  };
}

/** Dismisses one toast, or all when no id is given. */
export function dismissToast(id?: string) {
  dispatch({ type: "dismiss", id });
}

const empty: Toast[] = [];

/** The current toast queue, for the toast area. */
export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => empty,
  );
}
