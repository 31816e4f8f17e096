import sanitizeHtml from "sanitize-html";
import { type AllowList, allowListOf } from "../schema/allowList.ts";
import { schema } from "../schema/schema.ts";

/** The allow-list of the editor's schema: every tag, attribute and style the editor can write. */
export const richTextAllowList: AllowList = allowListOf(schema);

// Elements whose text is never content: dropped whole, not unwrapped.
const droppedWithContent = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "title",
  "iframe",
  "object",
  "xmp",
  "plaintext",
  "svg",
  "math",
  "select",
];

const keepValidAttributes = (tagName: string, attribs: Record<string, string>) => {
  const rules = richTextAllowList.attributes[tagName] ?? {};
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === "style") kept[name] = value;
    else if (rules[name]?.test(value)) kept[name] = value;
  }
  if (tagName === "a" && "href" in kept) kept.rel = "noopener noreferrer nofollow";
  return { tagName, attribs: kept };
};

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextAllowList.tags],
  allowedAttributes: Object.fromEntries(
    richTextAllowList.tags.map((tag) => [
      tag,
      [
        ...Object.keys(richTextAllowList.attributes[tag] ?? {}),
        ...(Object.keys(richTextAllowList.styles[tag] ?? {}).length > 0 ? ["style"] : []),
      ],
    ]),
  ),
  allowedStyles: Object.fromEntries(
    richTextAllowList.tags
      .filter((tag) => Object.keys(richTextAllowList.styles[tag] ?? {}).length > 0)
      .map((tag) => [
        tag,
        Object.fromEntries(
          Object.entries(richTextAllowList.styles[tag] ?? {}).map(([property, pattern]) => [
            property,
            [pattern],
          ]),
        ),
      ]),
  ),
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: "discard",
  nonTextTags: droppedWithContent,
  transformTags: { "*": keepValidAttributes },
  // An image whose source was refused is nothing but an empty box.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/**
 * Keeps only the HTML the editor's schema can produce: the allow-list is generated from the schema
 * (`allowedHtml` of each node and mark). Run it on the server on every stored rich-text field.
 * DOM-free and React-free: it runs in Node.
 */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options);
