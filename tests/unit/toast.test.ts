import { afterEach, describe, expect, it, vi } from "vitest";
import { createToastQueue, toastDuration, toastReducer, type Toast } from "~/site/toast";

const make = (id: string): Toast => ({ id, title: id, open: true });

describe("toastReducer", () => {
  it("adds newest first and keeps at most 20", () => {
    let state: Toast[] = [];
    for (let i = 1; i <= 25; i++)
      state = toastReducer(state, { type: "add", toast: make(`t${i}`) });
    expect(state).toHaveLength(20);
    expect(state[0]!.id).toBe("t25");
    expect(state.at(-1)!.id).toBe("t6");
  });

  it("dismisses and removes by id", () => {
    let state = [make("a"), make("b")];
    state = toastReducer(state, { type: "dismiss", id: "b" });
    expect(state.map((t) => t.open)).toEqual([true, false]);
    state = toastReducer(state, { type: "remove", id: "b" });
    expect(state.map((t) => t.id)).toEqual(["a"]);
  });

  it("dismisses or removes all without an id", () => {
    let state = [make("a"), make("b")];
    state = toastReducer(state, { type: "dismiss" });
    expect(state.every((t) => !t.open)).toBe(true);
    expect(toastReducer(state, { type: "remove" })).toEqual([]);
  });
});

describe("createToastQueue", () => {
  afterEach(() => vi.useRealTimers());

  it("dismisses a toast after 8 s and removes it 1,000,000 ms after that", () => {
    vi.useFakeTimers();
    const renders: (readonly Toast[])[] = [];
    const queue = createToastQueue((toasts) => renders.push(toasts));
    const id = queue.add({ title: "Hello" });
    expect(queue.toasts).toEqual([{ id, title: "Hello", open: true }]);
    vi.advanceTimersByTime(toastDuration);
    expect(queue.toasts.map((t) => t.open)).toEqual([false]);
    vi.advanceTimersByTime(999_999);
    expect(queue.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.toasts).toEqual([]);
    expect(renders).toHaveLength(3);
  });

  it("keeps at most 20 toasts, newest first", () => {
    vi.useFakeTimers();
    const queue = createToastQueue(() => {});
    for (let i = 1; i <= 21; i++) queue.add({ title: `t${i}` });
    expect(queue.toasts).toHaveLength(20);
    expect(queue.toasts[0]!.title).toBe("t21");
  });

  it("dismissing by hand starts the removal delay", () => {
    vi.useFakeTimers();
    const queue = createToastQueue(() => {});
    const id = queue.add({ title: "a" });
    queue.dismiss(id);
    expect(queue.toasts[0]!.open).toBe(false);
    vi.advanceTimersByTime(1_000_000);
    expect(queue.toasts).toEqual([]);
  });
});
