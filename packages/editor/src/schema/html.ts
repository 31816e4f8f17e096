import { DOMParser, DOMSerializer, type Node } from "prosemirror-model";
import { schema, storedStyleAttribute } from "./schema.ts";

const parser = DOMParser.fromSchema(schema);
const serializer = DOMSerializer.fromSchema(schema);

const startTag = /<[a-zA-Z][^\s/>]*(?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*\/?>/g;
// One attribute with its value; matched from the tag's name on, a quoted value is consumed whole.
const attribute = /(\s+)([^\s=/>]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g;
/**
 * Renames every start tag's `style` attribute to `data-hb-style`, which the schema's parse rules read: the
 * page's CSP blocks and reports a `style` attribute parsed from markup (issue 35 #6). Attributes are
 * tokenised with their quoted values, so a value or text that says `style=` is left alone.
 */
export const withStylesRenamed = (html: string): string =>
  html.replace(startTag, (tag) => {
    const name = /^<[^\s/>]+/.exec(tag)?.[0] ?? "";
    const attributes = tag
      .slice(name.length)
      .replace(attribute, (whole, space: string, attributeName: string, value: string | undefined) =>
        attributeName.toLowerCase() === "style" ? `${space}${storedStyleAttribute}${value ?? ""}` : whole,
      );
    return `${name}${attributes}`;
  });

/**
 * HTML in: parsed with the schema's rules, so anything the schema has no rule for (scripts, event
 * handlers, unknown tags and styles, unsafe URLs) is dropped. Needs a DOM (browser or happy-dom).
 */
export const parseHtml = (html: string, document: Document = globalThis.document): Node => {
  const template = document.createElement("template");
  template.innerHTML = withStylesRenamed(html);
  return parser.parse(template.content);
};

/**
 * Stored HTML as DOM nodes to show, rebuilt from the schema. Appended as nodes, not set as `innerHTML`: the
 * CSP drops `style` attributes parsed from markup, the schema's nodes carry theirs through the CSSOM.
 */
export const renderHtml = (
  html: string,
  document: Document = globalThis.document,
): DocumentFragment | HTMLElement =>
  serializer.serializeFragment(parseHtml(html, document).content, { document });

/** HTML out: exactly what the schema writes. */
export const serializeHtml = (doc: Node, document: Document = globalThis.document): string => {
  const container = document.createElement("div");
  container.appendChild(serializer.serializeFragment(doc.content, { document }));
  return container.innerHTML;
};
