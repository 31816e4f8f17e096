// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { everyConstruct } from "./fixtures.ts";
import { parseHtml, serializeHtml } from "./html.ts";
import { schema } from "./schema.ts";

const roundTrip = (html: string) => serializeHtml(parseHtml(html));

describe("schema", () => {
  it("offers paragraph and headings 1 to 6, and the four marks, links and fonts", () => {
    expect(Object.keys(schema.nodes)).toEqual(
      expect.arrayContaining([
        "paragraph",
        "heading",
        "bullet_list",
        "ordered_list",
        "list_item",
        "table",
        "image",
      ]),
    );
    expect(Object.keys(schema.marks)).toEqual(
      expect.arrayContaining(["bold", "italic", "underline", "strike", "link", "font_size", "font_family"]),
    );
    for (const level of [1, 2, 3, 4, 5, 6]) {
      expect(roundTrip(`<h${level}>Title</h${level}>`)).toBe(`<h${level}>Title</h${level}>`);
    }
  });

  it("writes indent as 30 px steps of margin and reads it back", () => {
    expect(roundTrip('<p style="margin-left: 60px">Two steps</p>')).toBe(
      '<p style="margin-left: 60px;">Two steps</p>',
    );
    expect(parseHtml('<h2 style="margin-left:90px">x</h2>').firstChild?.attrs.indent).toBe(3);
  });

  it("keeps http, https and mailto links and drops every other scheme", () => {
    expect(roundTrip('<p><a href="https://a.example/x">a</a></p>')).toBe(
      '<p><a href="https://a.example/x" rel="noopener noreferrer nofollow">a</a></p>',
    );
    expect(roundTrip('<p><a href="mailto:x@a.example">m</a></p>')).toContain('href="mailto:x@a.example"');
    expect(roundTrip('<p><a href="javascript:alert(1)">j</a></p>')).toBe("<p>j</p>");
    expect(roundTrip('<p><a href="ftp://a.example/">f</a></p>')).toBe("<p>f</p>");
    expect(roundTrip('<p><a href="/relative">r</a></p>')).toBe("<p>r</p>");
  });

  it("reads the seven font sizes in points and the nine families", () => {
    expect(roundTrip('<p><span style="font-size: 36pt">big</span></p>')).toBe(
      '<p><span style="font-size: 36pt;">big</span></p>',
    );
    // A size outside the ladder is dropped, the text kept.
    expect(roundTrip('<p><span style="font-size: 13pt">odd</span></p>')).toBe("<p>odd</p>");
    const times = parseHtml(`<p><span style='font-family: "Times New Roman", serif'>t</span></p>`);
    expect(times.firstChild?.firstChild?.marks.map((mark) => mark.attrs.family)).toEqual(["times"]);
    expect(serializeHtml(times)).toMatch(/font-family: (&quot;|')Times New Roman(&quot;|'), Times, serif/);
    expect(roundTrip('<p><span style="font-family: Comic Sans MS">c</span></p>')).toBe("<p>c</p>");
  });

  it("drops what is outside the schema on the way in and keeps the text", () => {
    expect(
      roundTrip(
        '<div class="x"><p onclick="alert(1)" data-x="1">Hi <font color="red">there</font></p><script>alert(1)</script></div>',
      ),
    ).toBe("<p>Hi there</p>");
    expect(roundTrip('<p><img src="data:image/png;base64,AAAA" alt="x"></p>')).toBe("<p></p>");
    expect(roundTrip('<p><img src="https://a.example/i.png" onerror="alert(1)" alt="i"></p>')).toBe(
      '<p><img src="https://a.example/i.png" alt="i"></p>',
    );
  });

  it("reads tables with header cells, spans and column widths", () => {
    const doc = parseHtml(
      '<table><tr><th data-colwidth="100">A</th><th>B</th></tr><tr><td colspan="2">C</td></tr></table>',
    );
    const table = doc.firstChild;
    expect(table?.type.name).toBe("table");
    expect(table?.firstChild?.firstChild?.type.name).toBe("table_header");
    expect(table?.firstChild?.firstChild?.attrs.colwidth).toEqual([100]);
    expect(table?.lastChild?.firstChild?.attrs.colspan).toBe(2);
  });

  it("gives back the same document after HTML out and in (every construct)", () => {
    const doc = everyConstruct();
    const again = parseHtml(serializeHtml(doc));
    expect(again.toJSON()).toEqual(doc.toJSON());
    expect(again.eq(doc)).toBe(true);
  });
});
