// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { parseHtml, serializeHtml, withStylesRenamed } from "./html.ts";

describe("stored HTML's styles", () => {
  it("reach the parser under a name the CSP does not block, only where they are attributes", () => {
    expect(
      withStylesRenamed(
        `<p style="margin-left: 30px" title='a style="x"'>style="y" <span data-x=1 STYLE='font-size: 24pt'>b</span></p>`,
      ),
    ).toBe(
      `<p data-hb-style="margin-left: 30px" title='a style="x"'>style="y" <span data-x=1 data-hb-style='font-size: 24pt'>b</span></p>`,
    );
  });

  it("keep the indent, font size and font family through parse and serialise", () => {
    const stored =
      '<p style="margin-left: 60px;">a</p><h2 style="margin-left: 30px;">b</h2>' +
      '<p><span style="font-size: 24pt;">c</span><span style="font-family: &quot;Courier New&quot;, Courier, monospace;">d</span></p>';
    const doc = parseHtml(stored);
    expect(doc.child(0).attrs.indent).toBe(2);
    expect(doc.child(1).attrs.indent).toBe(1);
    const marks = [doc.child(2).child(0), doc.child(2).child(1)].map((text) =>
      text.marks.map((mark) => mark.attrs),
    );
    expect(marks).toEqual([[{ size: 6 }], [{ family: "courier" }]]);
    expect(parseHtml(serializeHtml(doc)).eq(doc)).toBe(true);
  });
});
