// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { everyConstruct, longDocument } from "../schema/fixtures.ts";
import { parseHtml, serializeHtml } from "../schema/html.ts";
import { sanitizeRichText } from "./index.ts";

describe("editor → sanitiser → editor", () => {
  it("gives the same document for every construct the editor has", () => {
    const doc = everyConstruct();
    const stored = sanitizeRichText(serializeHtml(doc));
    const back = parseHtml(stored);
    expect(back.toJSON()).toEqual(doc.toJSON());
  });

  it("gives the same document for a long document with tables and images", () => {
    const doc = longDocument({ pages: 5, tables: 4, images: 6 });
    const counts = { table: 0, image: 0 };
    doc.descendants((node) => {
      if (node.type.name === "table" || node.type.name === "image") counts[node.type.name]++;
    });
    expect(counts).toEqual({ table: 4, image: 6 });
    expect(parseHtml(sanitizeRichText(serializeHtml(doc))).eq(doc)).toBe(true);
  });
});
