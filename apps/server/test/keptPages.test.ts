import { afterEach, describe, expect, it, vi } from "vitest";
import { makeKeptPages } from "../src/cache/totals.ts";

// The pages kept per change counter (the drivers' news feed, the company list): src/cache/totals.ts.
describe("kept pages", () => {
  afterEach(() => vi.useRealTimers());
  const db = {};

  it("reads a page once for everyone asking, until the counter moves", async () => {
    const pages = makeKeptPages<string>(10);
    let reads = 0;
    const read = async () => ({ value: `page ${++reads}` });
    const [a, b] = await Promise.all([pages(db, "1", "p1", read), pages(db, "1", "p1", read)]);
    expect([a, b]).toEqual(["page 1", "page 1"]);
    expect(await pages(db, "1", "p1", read)).toBe("page 1");
    expect(await pages(db, "2", "p1", read)).toBe("page 2");
    // Another database never sees this one's pages, whatever its counter says.
    expect(await pages({}, "2", "p1", read)).toBe("page 3");
  });

  it("keeps a page only for the time its read answered", async () => {
    vi.useFakeTimers();
    const pages = makeKeptPages<string>(10);
    let reads = 0;
    const read = async () => ({ value: `page ${++reads}`, keepMs: 1_000 });
    expect(await pages(db, "1", "p1", read)).toBe("page 1");
    vi.advanceTimersByTime(999);
    expect(await pages(db, "1", "p1", read)).toBe("page 1");
    vi.advanceTimersByTime(1);
    expect(await pages(db, "1", "p1", read)).toBe("page 2");
  });

  it("forgets a failed read, and keeps at most the given number of pages", async () => {
    const pages = makeKeptPages<string>(2);
    await expect(pages(db, "1", "p1", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    let reads = 0;
    const read = async () => ({ value: `page ${++reads}` });
    expect(await pages(db, "1", "p1", read)).toBe("page 1");
    expect(await pages(db, "1", "p2", read)).toBe("page 2");
    // A third page clears the two kept ones.
    expect(await pages(db, "1", "p3", read)).toBe("page 3");
    expect(await pages(db, "1", "p1", read)).toBe("page 4");
  });
});
