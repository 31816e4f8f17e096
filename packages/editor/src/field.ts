// @haulboard/editor/field: what a screen imports to show rich text. Nothing here loads ProseMirror until a
// field or a view renders; the editor and the view come as their own chunks.
export type { ImagePicker, ImageUploader, UploadedImage } from "./plugins/imageUpload.ts";
export {
  preloadRichTextEditor,
  RichTextContent,
  type RichTextContentProps,
  RichTextField,
  type RichTextFieldProps,
  RichTextFieldSkeleton,
} from "./RichTextField/RichTextField.tsx";
export type { RichTextViewProps } from "./RichTextView/RichTextView.tsx";
