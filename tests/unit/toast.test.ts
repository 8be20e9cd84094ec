import { describe, expect, it } from "vitest";
import { toastLimit, toastReducer, toastRemoveDelay, type Toast } from "~/site/toast";

const make = (id: string): Toast => ({ id, title: id, open: true });

describe("toastReducer", () => {
  it("adds newest first and keeps at most 20", () => {
    let state: Toast[] = [];
    for (let i = 1; i <= 25; i++)
      state = toastReducer(state, { type: "add", toast: make(`t${i}`) });
    expect(toastLimit).toBe(20);
    expect(state).toHaveLength(20);
    expect(state[0]!.id).toBe("t25");
    expect(state.at(-1)!.id).toBe("t6");
  });

  it("updates, dismisses and removes by id", () => {
    let state = [make("a"), make("b")];
    state = toastReducer(state, { type: "update", toast: { id: "a", title: "changed" } });
    expect(state[0]!.title).toBe("changed");
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

  it("removes a dismissed toast after about 1,000,000 ms (spec)", () => {
    expect(toastRemoveDelay).toBe(1_000_000);
  });
});
