// @haulboard/editor: the rich-text editor and the read-only view. The server imports the sanitiser
// from "@haulboard/editor/sanitize" instead (no DOM, no React).
export {
  type BlockFormatId,
  blockFormats,
  normaliseLinkHref,
} from "./commands/commands.ts";
export { editorTexts } from "./commands/texts.ts";
export type { ImageUploader, UploadedImage } from "./plugins/imageUpload.ts";
export { shortcuts } from "./plugins/keymap.ts";
export { RichTextEditor, type RichTextEditorProps } from "./RichTextEditor/RichTextEditor.tsx";
export { RichTextView, type RichTextViewProps } from "./RichTextView/RichTextView.tsx";
export { type FontFamilyId, type FontSize, fontFamilies, fontSizes } from "./schema/fonts.ts";
export { parseHtml, serializeHtml } from "./schema/html.ts";
export { schema } from "./schema/schema.ts";
