import { isAcceptedImage, isTooManyPastedImages, scaledImageWidth } from "@haulboard/domain";
import { Plugin, PluginKey } from "prosemirror-state";
import { Decoration, DecorationSet, type EditorView } from "prosemirror-view";
import { editorTexts } from "../commands/texts.ts";
import { schema } from "../schema/schema.ts";

/** What the host's uploader resolves to: the stored image's address and, when known, its size. */
export interface UploadedImage {
  url: string;
  width?: number;
  height?: number;
}

/**
 * Uploads one image (the news screens post it to `POST /news/channels/{channelId}/upload-image`).
 * Report progress from 0 to 1 through `onProgress`; reject to show the spec's failure text.
 */
export type ImageUploader = (
  file: File,
  options: { onProgress: (fraction: number) => void },
) => Promise<UploadedImage>;

/**
 * Lets the user choose an image the host already stores (the news albums): resolves to the image, or null
 * when the user closes the host's dialog without choosing one.
 */
export type ImagePicker = () => Promise<UploadedImage | null>;

/** Inserts a chosen (already stored) image at `pos`, clamped to the document. */
export const insertPickedImage = (view: EditorView, pos: number, image: UploadedImage): void => {
  const at = Math.max(0, Math.min(pos, view.state.doc.content.size));
  const node = schema.nodes.image.create({
    src: image.url,
    alt: "",
    width: image.width ?? null,
    height: image.width ? (image.height ?? null) : null,
  });
  view.dispatch(view.state.tr.insert(at, node).scrollIntoView());
};

/** Where the editor tells the user about uploads: a failure or a refused paste. */
export type UploadNotice = (message: string) => void;

type PlaceholderAction = { add: { id: object; pos: number } } | { remove: { id: object } };

const placeholderKey = new PluginKey<DecorationSet>("imagePlaceholders");
const placeholderElements = new WeakMap<object, HTMLElement>();

const placeholderElement = (id: object): HTMLElement => {
  const element = document.createElement("span");
  element.className = "hb-image-placeholder";
  element.setAttribute("role", "progressbar");
  element.setAttribute("aria-label", editorTexts.uploadingImage);
  element.setAttribute("aria-valuemin", "0");
  element.setAttribute("aria-valuemax", "100");
  element.setAttribute("aria-valuenow", "0");
  element.setAttribute("contenteditable", "false");
  element.textContent = `${editorTexts.uploadingImage} 0%`;
  placeholderElements.set(id, element);
  return element;
};

/** Placeholders shown where images are being uploaded; they move with edits around them. */
export const imagePlaceholders = new Plugin<DecorationSet>({
  key: placeholderKey,
  state: {
    init: () => DecorationSet.empty,
    apply(tr, set) {
      let next = set.map(tr.mapping, tr.doc);
      const action = tr.getMeta(placeholderKey) as PlaceholderAction | undefined;
      if (action && "add" in action) {
        const { id, pos } = action.add;
        next = next.add(tr.doc, [Decoration.widget(pos, () => placeholderElement(id), { id, side: 1 })]);
      } else if (action && "remove" in action) {
        next = next.remove(next.find(undefined, undefined, (spec) => spec.id === action.remove.id));
      }
      return next;
    },
  },
  props: { decorations: (state) => placeholderKey.getState(state) },
});

const placeholderPos = (view: EditorView, id: object): number | undefined =>
  placeholderKey.getState(view.state)?.find(undefined, undefined, (spec) => spec.id === id)[0]?.from;

const naturalWidthOf = async (file: File): Promise<{ width: number; height: number } | undefined> => {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
};

/** The size attrs of an uploaded image: the given size, else wider than 720 px scaled to 720 (§5). */
export const imageSizeFor = (
  given: { width?: number; height?: number },
  natural?: { width: number; height: number },
) => {
  if (given.width) return { width: given.width, height: given.height ?? null };
  if (!natural || natural.width <= scaledImageWidth(natural.width)) return { width: null, height: null };
  const width = scaledImageWidth(natural.width);
  return { width, height: Math.round((natural.height * width) / natural.width) };
};

/** Uploads images through the host's uploader and inserts each where its placeholder stands. */
export const uploadImages = (
  view: EditorView,
  files: ReadonlyArray<File>,
  pos: number,
  uploader: ImageUploader,
  notify: UploadNotice,
): void => {
  const images = files.filter((file) => isAcceptedImage(file.type || file.name));
  if (images.length < files.length) notify(editorTexts.notAnImage);
  for (const file of images) {
    const id = {};
    view.dispatch(view.state.tr.setMeta(placeholderKey, { add: { id, pos } } satisfies PlaceholderAction));
    const onProgress = (fraction: number) => {
      const element = placeholderElements.get(id);
      const percent = Math.round(Math.max(0, Math.min(1, fraction)) * 100);
      element?.setAttribute("aria-valuenow", String(percent));
      if (element) element.textContent = `${editorTexts.uploadingImage} ${percent}%`;
    };
    Promise.all([uploader(file, { onProgress }), naturalWidthOf(file)]).then(
      ([uploaded, natural]) => {
        const at = placeholderPos(view, id);
        if (at === undefined || view.isDestroyed) return;
        const { width, height } = imageSizeFor(uploaded, natural);
        const image = schema.nodes.image.create({ src: uploaded.url, alt: "", width, height });
        view.dispatch(view.state.tr.replaceWith(at, at, image).setMeta(placeholderKey, { remove: { id } }));
      },
      () => {
        if (view.isDestroyed) return;
        view.dispatch(view.state.tr.setMeta(placeholderKey, { remove: { id } }));
        notify(editorTexts.imageUploadFailed);
      },
    );
  }
};

const imageFilesOf = (transfer: DataTransfer | null): File[] =>
  [...(transfer?.files ?? [])].filter((file) => file.type.startsWith("image/"));

/** Paste and drop of image files: uploaded with placeholders; a paste of more than 10 is refused whole. */
export const imageInput = (getUploader: () => ImageUploader | undefined, notify: UploadNotice) =>
  new Plugin({
    props: {
      handlePaste(view, event) {
        const files = imageFilesOf(event.clipboardData);
        if (files.length === 0) return false;
        if (isTooManyPastedImages(files.length)) {
          notify(editorTexts.tooManyPastedImages(files.length));
          return true;
        }
        const uploader = getUploader();
        if (!uploader) {
          notify(editorTexts.noImageUpload);
          return true;
        }
        uploadImages(view, files, view.state.selection.from, uploader, notify);
        return true;
      },
      handleDrop(view, event) {
        const files = imageFilesOf(event.dataTransfer);
        if (files.length === 0) return false;
        event.preventDefault();
        if (isTooManyPastedImages(files.length)) {
          notify(editorTexts.tooManyPastedImages(files.length));
          return true;
        }
        const uploader = getUploader();
        const at =
          view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.from;
        if (uploader) uploadImages(view, files, at, uploader, notify);
        else notify(editorTexts.noImageUpload);
        return true;
      },
    },
  });
