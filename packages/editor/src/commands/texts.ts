import { ErrorText, editorMaxPastedImages } from "@haulboard/domain";

/** The editor's own texts. The upload failure is the spec's (employer-work §8), from the domain. */
export const editorTexts = {
  imageUploadFailed: ErrorText.imageUploadFailed,
  /** The spec flags a paste of more than 10 images but gives no wording; this is ours. */
  tooManyPastedImages: (count: number) =>
    `You pasted ${count} images. Paste at most ${editorMaxPastedImages} images at a time: none of them were inserted.`,
  notAnImage: "Only PNG, JPEG, WebP and GIF images can be inserted.",
  /** A pasted or dropped image where the host stores none: said, never swallowed (issue 35 #8). */
  noImageUpload: "Images cannot be inserted in this field.",
  uploadingImage: "Uploading image",
  imageDescription: "Image description",
  imageDescriptionField: "Describe the image",
  imageDescriptionHelp:
    "What the image shows, for people who cannot see it. Leave it empty if the image is only decoration.",
  imageDescriptionSaved: "Image description saved.",
  /** The toolbar button of a host's image library (the news post editor's albums). */
  insertFromLibrary: "Insert image from album",
} as const;
