import { expect, userEvent, waitFor, within } from "storybook/test";
import type { ImageUploader } from "../plugins/imageUpload.ts";

/** Moves focus along the toolbar with the arrow keys until the named control has it. */
export const arrowTo = async (toolbar: HTMLElement, name: string | RegExp) => {
  const target = within(toolbar).getByRole("button", { name });
  const controls = [...toolbar.querySelectorAll("button")];
  const from = controls.findIndex((control) => control === toolbar.ownerDocument.activeElement);
  const key = from > controls.findIndex((control) => control === target) ? "{ArrowLeft}" : "{ArrowRight}";
  for (let i = 0; i < 40 && toolbar.ownerDocument.activeElement !== target; i++) {
    await userEvent.keyboard(key);
  }
  await expect(target).toHaveFocus();
};

/** With a menu open, moves down until the named item has focus, then chooses it with Enter. */
export const chooseFromMenu = async (menuName: string, itemName: string) => {
  // The menu is named by its trigger ("Block format: Paragraph").
  const menu = await within(document.body).findByRole("menu", { name: new RegExp(`^${menuName}`) });
  const item = within(menu).getByRole("menuitem", { name: itemName });
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  for (let i = 0; i < 20 && document.activeElement !== item; i++) await userEvent.keyboard("{ArrowDown}");
  await expect(item).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  await waitFor(() => expect(within(document.body).queryByRole("menu")).toBeNull());
};

/** A real PNG of the given size (the editor reads its natural width). */
export const pngFile = async (name: string, width: number, height: number): Promise<File> => {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d");
  if (context) {
    context.fillStyle = "#c0392b";
    context.fillRect(0, 0, width, height);
  }
  const blob = await canvas.convertToBlob({ type: "image/png" });
  return new File([blob], name, { type: "image/png" });
};

/** Pastes files into an element the way the browser does (a paste event with clipboard files). */
export const pasteFiles = (target: HTMLElement, files: File[]) => {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  target.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
};

/** A fake uploader: reports 50 % progress, then answers with a site path after `delayMs`. */
export const fakeUploader =
  (delayMs = 400): ImageUploader =>
  (file, { onProgress }) =>
    new Promise((resolve) => {
      setTimeout(() => onProgress(0.5), delayMs / 2);
      setTimeout(() => resolve({ url: `/media/news/1/${encodeURIComponent(file.name)}` }), delayMs);
    });

export const failingUploader: ImageUploader = () =>
  new Promise((_, reject) => setTimeout(() => reject(new Error("413")), 100));

/** Drops files on an element at its middle, the way the browser does after a drag from the desktop. */
export const dropFiles = (target: HTMLElement, files: File[]) => {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  const { left, top, width, height } = target.getBoundingClientRect();
  const init = {
    dataTransfer: data,
    bubbles: true,
    cancelable: true,
    clientX: left + width / 2,
    clientY: top + height / 2,
  };
  target.dispatchEvent(new DragEvent("dragover", init));
  target.dispatchEvent(new DragEvent("drop", init));
};
