import { DOMParser, DOMSerializer, type Node } from "prosemirror-model";
import { schema } from "./schema.ts";

const parser = DOMParser.fromSchema(schema);
const serializer = DOMSerializer.fromSchema(schema);

/**
 * HTML in: parsed with the schema's rules, so anything the schema has no rule for (scripts, event
 * handlers, unknown tags and styles, unsafe URLs) is dropped. Needs a DOM (browser or happy-dom).
 */
export const parseHtml = (html: string, document: Document = globalThis.document): Node => {
  const template = document.createElement("template");
  template.innerHTML = html;
  return parser.parse(template.content);
};

/** HTML out: exactly what the schema writes. */
export const serializeHtml = (doc: Node, document: Document = globalThis.document): string => {
  const container = document.createElement("div");
  container.appendChild(serializer.serializeFragment(doc.content, { document }));
  return container.innerHTML;
};
