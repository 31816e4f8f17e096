import { editorIndentStepPx } from "@haulboard/domain";
import { type DOMOutputSpec, type MarkSpec, type Node, type NodeSpec, Schema } from "prosemirror-model";
import {
  type FontFamilyId,
  type FontSize,
  fontFamilies,
  fontFamilyCss,
  fontFamilyOf,
  fontSizeOf,
  fontSizes,
} from "./fonts.ts";
import { imageSrcPattern, isSafeImageSrc, isSafeLinkHref, linkHrefPattern } from "./urls.ts";

/**
 * What one schema entry writes into HTML: per tag, the attributes and inline styles it may carry and
 * the exact values allowed. The server's sanitiser allow-list is generated from these
 * (`allowList.ts`), so the sanitiser keeps exactly what the editor can produce.
 */
export interface AllowedTag {
  attributes?: Readonly<Record<string, RegExp>>;
  styles?: Readonly<Record<string, RegExp>>;
}
export type AllowedHtml = Readonly<Record<string, AllowedTag>>;

/** Indent steps of 30 px (employer-work §9) for paragraphs and headings; ten steps at most. */
export const maxIndent = 10;
const indentPattern = new RegExp(
  `^(${Array.from({ length: maxIndent }, (_, i) => (i + 1) * editorIndentStepPx).join("|")})px$`,
);
/**
 * Stored HTML's `style` attributes reach the parser renamed to this (html.ts): the CSP blocks, and reports,
 * a `style` attribute parsed from markup in the page, even in a template (issue 35 #6).
 */
export const storedStyleAttribute = "data-hb-style";
/** A declaration's value read from the markup's text (stored or pasted), not from the blocked CSSOM. */
const declaredStyle = (dom: HTMLElement, property: string): string | undefined => {
  const text = dom.getAttribute(storedStyleAttribute) ?? dom.getAttribute("style") ?? "";
  for (const declaration of text.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon > 0 && declaration.slice(0, colon).trim().toLowerCase() === property) {
      return declaration.slice(colon + 1).trim();
    }
  }
  return undefined;
};
const indentOf = (dom: HTMLElement): number => {
  const px = Number.parseFloat(declaredStyle(dom, "margin-left") ?? "0");
  return Number.isFinite(px) ? Math.max(0, Math.min(maxIndent, Math.round(px / editorIndentStepPx))) : 0;
};
/**
 * An element with inline styles set through the CSSOM (`element.style`): the site's CSP (style-src with no
 * 'unsafe-inline') drops a `style` attribute written as markup or by `setAttribute`, which is how the
 * editor's and the readers' indent, font size and font family were lost (issue 35 #6). Serialised, the
 * element still writes the `style` attribute that is stored. `toDOM` only runs where there is a DOM
 * (browser, happy-dom); the server's sanitiser does not use it.
 */
const styledElement = (tag: string, declarations: Readonly<Record<string, string>>): HTMLElement => {
  const element = globalThis.document.createElement(tag);
  for (const [property, value] of Object.entries(declarations)) element.style.setProperty(property, value);
  return element;
};
const styledContent = (tag: string, declarations: Readonly<Record<string, string>>): DOMOutputSpec => {
  const element = styledElement(tag, declarations);
  return { dom: element, contentDOM: element };
};
const indentedBlock = (tag: string, indent: number): DOMOutputSpec =>
  indent > 0 ? styledContent(tag, { "margin-left": `${indent * editorIndentStepPx}px` }) : [tag, 0];
const blockStyles = { styles: { "margin-left": indentPattern } };

const fontSizeAttrs = (value: string | undefined) => {
  const match = /^(\d+(?:\.\d+)?)pt$/.exec((value ?? "").trim());
  const size = match ? fontSizeOf(Number(match[1])) : undefined;
  return size === undefined ? false : { size };
};
const fontFamilyAttrs = (value: string | undefined) => {
  const family = value === undefined ? undefined : fontFamilyOf(value);
  return family === undefined ? false : { family };
};

const digits = /^\d{1,6}$/;
const headingLevels = [1, 2, 3, 4, 5, 6] as const;

const cellAttrsOf = (dom: HTMLElement) => {
  const colspan = Number(dom.getAttribute("colspan") ?? 1) || 1;
  const rowspan = Number(dom.getAttribute("rowspan") ?? 1) || 1;
  const widths = (dom.getAttribute("data-colwidth") ?? "").split(",").map(Number);
  const colwidth = widths.length === colspan && widths.every((w) => w > 0) ? widths : null;
  return { colspan: Math.min(colspan, 100), rowspan: Math.min(rowspan, 1000), colwidth };
};
const cellDom = (tag: "td" | "th", node: Node): DOMOutputSpec => {
  const attrs: Record<string, string> = {};
  if (node.attrs.colspan !== 1) attrs.colspan = String(node.attrs.colspan);
  if (node.attrs.rowspan !== 1) attrs.rowspan = String(node.attrs.rowspan);
  if (node.attrs.colwidth) attrs["data-colwidth"] = (node.attrs.colwidth as number[]).join(",");
  return [tag, attrs, 0];
};
const cellHtml: AllowedTag = {
  attributes: { colspan: digits, rowspan: digits, "data-colwidth": /^\d{1,5}(,\d{1,5}){0,99}$/ },
};
const cellSpec = (tag: "td" | "th", tableRole: "cell" | "header_cell"): NodeSpec => ({
  content: "block+",
  attrs: { colspan: { default: 1 }, rowspan: { default: 1 }, colwidth: { default: null } },
  tableRole,
  isolating: true,
  parseDOM: [{ tag, getAttrs: (dom) => cellAttrsOf(dom as HTMLElement) }],
  toDOM: (node) => cellDom(tag, node),
  allowedHtml: { [tag]: cellHtml },
});

/** Column widths of the first row, written as a colgroup so stored tables keep their widths. */
const tableColumns = (table: Node): DOMOutputSpec[] => {
  const cols: DOMOutputSpec[] = [];
  table.firstChild?.forEach((cell) => {
    for (let i = 0; i < (cell.attrs.colspan as number); i++) {
      const width = (cell.attrs.colwidth as number[] | null)?.[i];
      cols.push(width ? styledElement("col", { width: `${width}px` }) : ["col"]);
    }
  });
  return cols;
};

const nodes = {
  doc: { content: "block+" },
  paragraph: {
    content: "inline*",
    group: "block",
    attrs: { indent: { default: 0 } },
    parseDOM: [{ tag: "p", getAttrs: (dom) => ({ indent: indentOf(dom as HTMLElement) }) }],
    toDOM: (node) => indentedBlock("p", node.attrs.indent as number),
    allowedHtml: { p: blockStyles },
  },
  heading: {
    content: "inline*",
    group: "block",
    defining: true,
    attrs: { level: { default: 1 }, indent: { default: 0 } },
    parseDOM: headingLevels.map((level) => ({
      tag: `h${level}`,
      getAttrs: (dom: HTMLElement) => ({ level, indent: indentOf(dom) }),
    })),
    toDOM: (node) => indentedBlock(`h${node.attrs.level}`, node.attrs.indent as number),
    allowedHtml: Object.fromEntries(headingLevels.map((level) => [`h${level}`, blockStyles])),
  },
  bullet_list: {
    content: "list_item+",
    group: "block",
    parseDOM: [{ tag: "ul" }],
    toDOM: () => ["ul", 0],
    allowedHtml: { ul: {} },
  },
  ordered_list: {
    content: "list_item+",
    group: "block",
    attrs: { order: { default: 1 } },
    parseDOM: [
      {
        tag: "ol",
        getAttrs: (dom) => {
          const start = Number((dom as HTMLElement).getAttribute("start") ?? 1);
          return { order: Number.isInteger(start) && start >= 0 && start < 1_000_000 ? start : 1 };
        },
      },
    ],
    toDOM: (node) => ["ol", node.attrs.order === 1 ? {} : { start: String(node.attrs.order) }, 0],
    allowedHtml: { ol: { attributes: { start: digits } } },
  },
  list_item: {
    content: "paragraph block*",
    defining: true,
    parseDOM: [{ tag: "li" }],
    toDOM: () => ["li", 0],
    allowedHtml: { li: {} },
  },
  table: {
    content: "table_row+",
    tableRole: "table",
    isolating: true,
    group: "block",
    parseDOM: [{ tag: "table" }],
    toDOM: (node) => ["table", ["colgroup", ...tableColumns(node)], ["tbody", 0]],
    allowedHtml: {
      table: {},
      colgroup: {},
      col: { styles: { width: /^\d{1,5}px$/ } },
      tbody: {},
      thead: {},
    },
  },
  table_row: {
    content: "(table_cell | table_header)*",
    tableRole: "row",
    parseDOM: [{ tag: "tr" }],
    toDOM: () => ["tr", 0],
    allowedHtml: { tr: {} },
  },
  table_cell: cellSpec("td", "cell"),
  table_header: cellSpec("th", "header_cell"),
  text: { group: "inline" },
  image: {
    inline: true,
    group: "inline",
    draggable: true,
    attrs: { src: {}, alt: { default: "" }, width: { default: null }, height: { default: null } },
    parseDOM: [
      {
        tag: "img[src]",
        getAttrs: (dom) => {
          const img = dom as HTMLElement;
          const src = img.getAttribute("src") ?? "";
          if (!isSafeImageSrc(src)) return false;
          const size = (name: string) => {
            const value = Number(img.getAttribute(name));
            return Number.isInteger(value) && value > 0 && value < 100_000 ? value : null;
          };
          return { src, alt: img.getAttribute("alt") ?? "", width: size("width"), height: size("height") };
        },
      },
    ],
    toDOM: (node) => {
      const { src, alt, width, height } = node.attrs;
      return [
        "img",
        {
          src,
          alt,
          ...(width ? { width: String(width) } : {}),
          ...(height ? { height: String(height) } : {}),
        },
      ];
    },
    allowedHtml: {
      img: {
        attributes: {
          src: imageSrcPattern,
          alt: /^[^<>]*$/,
          width: digits,
          height: digits,
        },
      },
    },
  },
  hard_break: {
    inline: true,
    group: "inline",
    selectable: false,
    parseDOM: [{ tag: "br" }],
    toDOM: () => ["br"],
    allowedHtml: { br: {} },
  },
} satisfies Record<string, NodeSpec>;

const marks = {
  link: {
    attrs: { href: {} },
    inclusive: false,
    parseDOM: [
      {
        tag: "a[href]",
        getAttrs: (dom) => {
          const href = (dom as HTMLElement).getAttribute("href") ?? "";
          return isSafeLinkHref(href) ? { href: href.trim() } : false;
        },
      },
    ],
    toDOM: (mark) => ["a", { href: mark.attrs.href, rel: "noopener noreferrer nofollow" }, 0],
    allowedHtml: {
      a: {
        attributes: {
          href: linkHrefPattern,
          rel: /^noopener noreferrer nofollow$/,
        },
      },
    },
  },
  bold: {
    parseDOM: [
      { tag: "strong" },
      // Google Docs wraps whole documents in <b style="font-weight: normal">.
      { tag: "b", getAttrs: (dom) => declaredStyle(dom as HTMLElement, "font-weight") !== "normal" && null },
      { style: "font-weight", getAttrs: (value) => /^(bold(er)?|[6-9]00)$/.test(value as string) && null },
    ],
    toDOM: () => ["strong", 0],
    allowedHtml: { strong: {} },
  },
  italic: {
    parseDOM: [{ tag: "em" }, { tag: "i" }, { style: "font-style=italic" }],
    toDOM: () => ["em", 0],
    allowedHtml: { em: {} },
  },
  underline: {
    parseDOM: [{ tag: "u" }, { style: "text-decoration=underline" }],
    toDOM: () => ["u", 0],
    allowedHtml: { u: {} },
  },
  strike: {
    parseDOM: [{ tag: "s" }, { tag: "del" }, { tag: "strike" }, { style: "text-decoration=line-through" }],
    toDOM: () => ["s", 0],
    allowedHtml: { s: {} },
  },
  font_size: {
    attrs: { size: {} },
    parseDOM: [
      { style: "font-size", getAttrs: (value) => fontSizeAttrs(value as string) },
      {
        tag: `span[${storedStyleAttribute}]`,
        consuming: false,
        getAttrs: (dom) => fontSizeAttrs(declaredStyle(dom as HTMLElement, "font-size")),
      },
    ],
    toDOM: (mark) =>
      styledContent("span", {
        "font-size": `${fontSizes.find((entry) => entry.size === mark.attrs.size)?.points ?? 12}pt`,
      }),
    allowedHtml: {
      span: {
        styles: { "font-size": new RegExp(`^(${fontSizes.map((entry) => entry.points).join("|")})pt$`) },
      },
    },
  },
  font_family: {
    attrs: { family: {} },
    parseDOM: [
      { style: "font-family", getAttrs: (value) => fontFamilyAttrs(value as string) },
      {
        tag: `span[${storedStyleAttribute}]`,
        consuming: false,
        getAttrs: (dom) => fontFamilyAttrs(declaredStyle(dom as HTMLElement, "font-family")),
      },
    ],
    toDOM: (mark) =>
      styledContent("span", { "font-family": fontFamilyCss(mark.attrs.family as FontFamilyId) }),
    allowedHtml: {
      span: {
        styles: {
          "font-family": new RegExp(
            `^(${fontFamilies
              .map((family) =>
                family.stack
                  .map((name) => `["']?${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["']?`)
                  .join("\\s*,\\s*"),
              )
              .join("|")})$`,
            "i",
          ),
        },
      },
    },
  },
} satisfies Record<string, MarkSpec>;

/** The one document schema: the editor, the read-only view and the server sanitiser all use it. */
export const schema = new Schema<keyof typeof nodes, keyof typeof marks>({ nodes, marks });

export type { FontFamilyId, FontSize };
