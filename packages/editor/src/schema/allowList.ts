import type { Schema } from "prosemirror-model";
import type { AllowedHtml, AllowedTag } from "./schema.ts";

/** Per tag: the attributes (with the exact values allowed) and the inline styles the schema writes. */
export interface AllowList {
  tags: ReadonlyArray<string>;
  attributes: Readonly<Record<string, Readonly<Record<string, RegExp>>>>;
  styles: Readonly<Record<string, Readonly<Record<string, RegExp>>>>;
}

/**
 * Collects the `allowedHtml` declared by every node and mark of a schema. A tag declared by two
 * entries (`span` by font size and font family) gets the union of their attributes and styles.
 */
export const allowListOf = (schema: Schema): AllowList => {
  const attributes: Record<string, Record<string, RegExp>> = {};
  const styles: Record<string, Record<string, RegExp>> = {};
  const add = (allowed: AllowedHtml | undefined) => {
    for (const [tag, rule] of Object.entries(allowed ?? {}) as [string, AllowedTag][]) {
      attributes[tag] = { ...attributes[tag], ...rule.attributes };
      styles[tag] = { ...styles[tag], ...rule.styles };
    }
  };
  schema.spec.nodes.forEach((_, spec) => {
    add(spec.allowedHtml as AllowedHtml | undefined);
  });
  schema.spec.marks.forEach((_, spec) => {
    add(spec.allowedHtml as AllowedHtml | undefined);
  });
  return { tags: Object.keys(attributes).sort(), attributes, styles };
};
