import { editorImageMaxWidth } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { editorTexts } from "../commands/texts.ts";
import { everyConstruct } from "../schema/fixtures.ts";
import { serializeHtml } from "../schema/html.ts";
import {
  arrowTo,
  chooseFromMenu,
  dropFiles,
  failingUploader,
  fakeUploader,
  pasteFiles,
  pngFile,
} from "../stories/storyHelpers.ts";
import { RichTextEditor } from "./RichTextEditor.tsx";

const meta = {
  title: "Editor/RichTextEditor",
  component: RichTextEditor,
  tags: ["autodocs"],
  args: { label: "Job description", onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 900 }}>
      <RichTextEditor {...args} />
      <button type="button" style={{ marginTop: 16 }}>
        Save job
      </button>
    </div>
  ),
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const editorOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("textbox", { name: "Job description" });
const toolbarOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("toolbar", { name: "Job description formatting" });

/** Every construct of the editor in one document: headings, marks, fonts, lists, a table, images. */
export const Documentation: Story = {
  render: (args) => (
    <div style={{ maxWidth: 900 }}>
      <RichTextEditor {...args} defaultValue={serializeHtml(everyConstruct())} uploadImage={fakeUploader()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await expect(within(editor).getByRole("heading", { level: 1, name: "Heading 1" })).toBeVisible();
    await expect(within(editor).getByRole("table")).toBeVisible();
  },
};

/** Typing with Ctrl+B / Ctrl+I; the Bold button shows its pressed state; HTML comes back on blur. */
export const TypeAndFormat: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard("Drivers wanted. ");
    await userEvent.keyboard("{Control>}b{/Control}");
    await expect(canvas.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("Home weekly");
    await userEvent.keyboard("{Control>}b{/Control}");
    await expect(canvas.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "false");
    await userEvent.keyboard(" and {Control>}i{/Control}great pay{Control>}i{/Control}, ");
    await userEvent.keyboard("{Control>}u{/Control}no touch{Control>}u{/Control}");
    await expect(within(editor).getByText("Home weekly").tagName).toBe("STRONG");
    await expect(within(editor).getByText("great pay").tagName).toBe("EM");
    await expect(within(editor).getByText("no touch").tagName).toBe("U");
    // Tab is not trapped: it leaves the editor for the next control on the page.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Save job" })).toHaveFocus();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        "<p>Drivers wanted. <strong>Home weekly</strong> and <em>great pay</em>, <u>no touch</u></p>",
      ),
    );
  },
};

/** Undo and redo by keyboard and from the toolbar; a pause of more than 500 ms starts a new step. */
export const UndoRedo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    await expect(canvas.getByRole("button", { name: "Undo" })).toBeDisabled();
    await userEvent.click(editor);
    await userEvent.keyboard("First step");
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.keyboard(" second step");
    await expect(editor).toHaveTextContent("First step second step");
    await userEvent.keyboard("{Control>}z{/Control}");
    await expect(editor).toHaveTextContent(/^First step$/);
    await userEvent.keyboard("{Shift>}{Control>}z{/Control}{/Shift}");
    await expect(editor).toHaveTextContent("First step second step");
    // The toolbar's Undo, reached with Shift+Tab and the arrow keys.
    await userEvent.tab({ shift: true });
    const toolbar = toolbarOf(canvasElement);
    await waitFor(() => expect(toolbar.contains(document.activeElement)).toBe(true));
    await arrowTo(toolbar, "Undo");
    await userEvent.keyboard("{Enter}");
    await expect(editor).toHaveTextContent(/^First step$/);
    await waitFor(() => expect(editor).toHaveFocus());
  },
};

/** The WAI-ARIA toolbar: one tab stop, arrows move, menus for block format, family and size. */
export const ToolbarByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    const toolbar = toolbarOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard("Regional routes");
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(toolbar.contains(document.activeElement)).toBe(true));
    await arrowTo(toolbar, "Block format: Paragraph");
    await userEvent.keyboard("{Enter}");
    await chooseFromMenu("Block format", "Heading 2");
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(within(editor).getByRole("heading", { level: 2, name: "Regional routes" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Block format: Heading 2" })).toBeVisible();
    // The toolbar is one tab stop: Shift+Tab comes back to the last used control.
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("button", { name: "Block format: Heading 2" })).toHaveFocus();
    await arrowTo(toolbar, "Font family: Default font");
    await userEvent.keyboard("{Enter}");
    await chooseFromMenu("Font family", "Georgia");
    await userEvent.tab({ shift: true });
    await arrowTo(toolbar, "Font size: Default size");
    await userEvent.keyboard("{Enter}");
    await chooseFromMenu("Font size", "7 (36pt)");
    const styled = within(editor).getByText("Regional routes");
    await expect(styled.closest("h2")?.innerHTML).toMatch(
      /font-family: Georgia.*font-size: 36pt|font-size: 36pt.*font-family: Georgia/,
    );
    await userEvent.tab({ shift: true });
    await arrowTo(toolbar, "Italic");
    // Each shortcut is named in the control's tooltip (shown on keyboard focus).
    await expect(await within(document.body).findByRole("tooltip")).toHaveTextContent("Italic (Ctrl+I)");
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("button", { name: "Italic" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** Indent in 30 px steps with Ctrl+] / Ctrl+[ and the toolbar; lists nest with Tab. */
export const IndentAndLists: Story = {
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    const toolbar = toolbarOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard("Indented paragraph");
    await userEvent.keyboard("{Control>}]{/Control}{Control>}]{/Control}");
    // ProseMirror redraws the paragraph when its indent changes: look it up each time.
    const paragraph = () => within(editor).getByText("Indented paragraph");
    await expect(paragraph()).toHaveStyle({ marginLeft: "60px" });
    await userEvent.keyboard("{Control>}[[{/Control}");
    await expect(paragraph()).toHaveStyle({ marginLeft: "30px" });
    await userEvent.tab({ shift: true });
    await arrowTo(toolbar, "Increase indent");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(paragraph()).toHaveStyle({ marginLeft: "60px" });
    // "- " starts a bulleted list; Tab nests the item, Shift+Tab brings it back.
    await userEvent.keyboard("{Enter}- One{Enter}Two");
    await userEvent.keyboard("{Tab}");
    await expect(editor).toHaveFocus();
    const two = within(editor).getByText("Two");
    await expect(two.closest("ul")?.parentElement?.closest("li")).toHaveTextContent(/^OneTwo$/);
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
    await expect(within(editor).getByText("Two").closest("ul")?.parentElement?.closest("li")).toBeNull();
  },
};

/** Tables: insert, Tab between cells, add a row, merge and split cells, header row. */
export const Tables: Story = {
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    const toolbar = toolbarOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard("Routes");
    // Alt+F10 reaches the toolbar from the text (Tab moves between cells inside a table).
    await userEvent.keyboard("{Alt>}{F10}{/Alt}");
    await arrowTo(toolbar, "Table");
    await userEvent.keyboard("{Enter}");
    await chooseFromMenu("Table", "Insert table");
    await waitFor(() => expect(editor).toHaveFocus());
    const table = within(editor).getByRole("table");
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(3);
    await userEvent.keyboard("Route{Tab}Pay{Tab}Home time{Tab}Dallas{Tab}$1,200");
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Route", "Pay", "Home time"]);
    await expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Dallas$1,200");
    // Add a row below.
    await userEvent.keyboard("{Alt>}{F10}{/Alt}");
    await expect(within(toolbar).getByRole("button", { name: "Table" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await chooseFromMenu("Table", "Add row below");
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
    // Merge "Dallas" and "$1,200": Shift+→ at the end of a cell selects cells.
    // The cursor is still in "$1,200": Shift+Tab selects the text of "Dallas", Shift+→ at its end
    // selects the two cells.
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}{Shift>}{ArrowRight}{/Shift}");
    await expect(editor.querySelectorAll(".selectedCell")).toHaveLength(2);
    await userEvent.keyboard("{Alt>}{F10}{/Alt}{Enter}");
    await chooseFromMenu("Table", "Merge cells");
    await waitFor(() =>
      expect(within(table).getByText("Dallas").closest("td")).toHaveAttribute("colspan", "2"),
    );
    await userEvent.keyboard("{Alt>}{F10}{/Alt}{Enter}");
    await chooseFromMenu("Table", "Split cell");
    await waitFor(() =>
      expect(within(table).getByText("Dallas").closest("td")).not.toHaveAttribute("colspan"),
    );
    await userEvent.keyboard("{Alt>}{F10}{/Alt}{Enter}");
    await chooseFromMenu("Table", "Toggle header row");
    await waitFor(() => expect(within(table).queryAllByRole("columnheader")).toHaveLength(0));
    await userEvent.keyboard("{Alt>}{F10}{/Alt}{Enter}");
    await chooseFromMenu("Table", "Toggle header row");
    await waitFor(() => expect(within(table).queryAllByRole("columnheader")).toHaveLength(3));
  },
};

const mouse = (target: EventTarget, type: string, clientX: number, clientY: number) =>
  target.dispatchEvent(
    new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY, button: 0, buttons: 1 }),
  );

/** Column resize with the mouse: the handle is 5 px wide and a column stops at 25 px (spec §9). */
export const ResizeColumns: Story = {
  args: {
    defaultValue:
      '<table><tr><th data-colwidth="200"><p>Lane</p></th><th data-colwidth="200"><p>Miles</p></th><th><p>Pay</p></th></tr><tr><td data-colwidth="200"><p>TX–OK</p></td><td data-colwidth="200"><p>240</p></td><td><p>$1,200</p></td></tr></table>',
  },
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    const lane = () => within(editor).getAllByRole("columnheader")[0] as HTMLElement;
    const handle = () => editor.querySelector(".column-resize-handle");
    // Hovers `inset` px inside the column's right border, measured afresh on every try: the story's
    // theme and fonts may still move the table when the play starts.
    const hoverBorder = async (inset: number) =>
      waitFor(() => {
        const { right, top, height } = lane().getBoundingClientRect();
        mouse(lane(), "mousemove", right - inset, top + height / 2);
        expect(handle() !== null).toBe(inset <= 5);
        return { x: right - inset, y: top + height / 2 };
      });
    // 8 px from the border is outside the 5 px handle; 2 px is inside it.
    await hoverBorder(8);
    const first = await hoverBorder(2);
    mouse(lane(), "mousedown", first.x, first.y);
    mouse(window, "mousemove", first.x - 100, first.y);
    mouse(window, "mouseup", first.x - 100, first.y);
    await waitFor(() => expect(lane()).toHaveAttribute("data-colwidth", "100"));
    // Dragged far to the left, the column stops at 25 px.
    const second = await hoverBorder(2);
    mouse(lane(), "mousedown", second.x, second.y);
    mouse(window, "mousemove", second.x - 600, second.y);
    mouse(window, "mouseup", second.x - 600, second.y);
    await waitFor(() => expect(lane()).toHaveAttribute("data-colwidth", "25"));
    await expect(within(editor).getAllByRole("cell")[0]).toHaveAttribute("data-colwidth", "25");
  },
};

/** Insert image through the toolbar with a fake uploader: a progress placeholder, then the image. */
export const InsertImage: Story = {
  args: { uploadImage: fakeUploader(600) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard("Our new truck: ");
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, await pngFile("truck.png", 1000, 500));
    const progress = await within(editor).findByRole("progressbar", { name: "Uploading image" });
    await waitFor(() => expect(progress).toHaveAttribute("aria-valuenow", "50"));
    const image = await waitFor(() => {
      const found = editor.querySelector("img[src]");
      if (!found) throw new Error("no image yet");
      return found;
    });
    await expect(image).toHaveAttribute("src", "/media/news/1/truck.png");
    // 1000 px wide, no size given: scaled to 720 (and the height with it).
    await expect(image).toHaveAttribute("width", String(editorImageMaxWidth));
    await expect(image).toHaveAttribute("height", "360");
    await expect(within(editor).queryByRole("progressbar")).toBeNull();
    // A small pasted image keeps its own size.
    pasteFiles(editor, [await pngFile("logo.png", 200, 100)]);
    await waitFor(() => expect(editor.querySelectorAll("img[src]")).toHaveLength(2));
    await expect(editor.querySelectorAll("img[src]")[1]).not.toHaveAttribute("width");
    // And one dropped from the desktop.
    dropFiles(within(editor).getByText(/Our new truck/), [await pngFile("map.png", 300, 200)]);
    await waitFor(() => expect(editor.querySelectorAll("img[src]")).toHaveLength(3));
    await expect(editor.querySelector('img[src="/media/news/1/map.png"]')).not.toBeNull();
    await expect(canvas.getByRole("alert")).toBeEmptyDOMElement();
  },
};

let pickCalls = 0;

/** The host's image library (the news albums): the chosen image goes where the cursor was; closing inserts none. */
export const InsertFromLibrary: Story = {
  args: {
    // The first call stands for a dialog closed without a choice; the later ones choose an image.
    pickImage: fn(async () => {
      pickCalls += 1;
      return pickCalls === 1 ? null : { url: "/media/news/1/library.png", width: 587, height: 226 };
    }),
  },
  beforeEach: () => {
    pickCalls = 0;
  },
  play: async ({ canvasElement, args }) => {
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard("From the album: ");
    const button = within(toolbarOf(canvasElement)).getByRole("button", {
      name: editorTexts.insertFromLibrary,
    });
    // The first time the user closes the host's dialog: nothing is inserted.
    await userEvent.click(button);
    await waitFor(() => expect(args.pickImage).toHaveBeenCalledTimes(1));
    await expect(editor.querySelector("img[src]")).toBeNull();
    await userEvent.click(button);
    const image = await waitFor(() => {
      const found = editor.querySelector("img[src]");
      if (!found) throw new Error("no image yet");
      return found;
    });
    await expect(image).toHaveAttribute("src", "/media/news/1/library.png");
    await expect(image).toHaveAttribute("width", "587");
    await expect(image.closest("p")).toHaveTextContent("From the album:");
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining("library.png")),
    );
  },
};
/** A failed upload removes the placeholder and shows the spec's text. */
export const UploadFails: Story = {
  args: { uploadImage: failingUploader },
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    pasteFiles(editor, [await pngFile("truck.png", 300, 200)]);
    await waitFor(() =>
      expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
        /^An error ocurred uploading image\.$/,
      ),
    );
    await expect(editorTexts.imageUploadFailed).toBe("An error ocurred uploading image.");
    await expect(within(editor).queryByRole("progressbar")).toBeNull();
    await expect(editor.querySelector("img[src]")).toBeNull();
  },
};

/** A paste of 11 images inserts none of them and says why. */
export const PasteElevenImages: Story = {
  args: { uploadImage: fn(fakeUploader()) },
  play: async ({ canvasElement, args }) => {
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    const files = await Promise.all(
      Array.from({ length: 11 }, (_, i) => pngFile(`photo-${i + 1}.png`, 40, 40)),
    );
    pasteFiles(editor, files);
    await waitFor(() =>
      expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
        "You pasted 11 images. Paste at most 10 images at a time: none of them were inserted.",
      ),
    );
    await expect(args.uploadImage).not.toHaveBeenCalled();
    await expect(within(editor).queryByRole("progressbar")).toBeNull();
    await expect(editor.querySelector("img[src]")).toBeNull();
  },
};

/** Issue 35 #8: a field that stores no images says so when one is pasted, instead of swallowing it. */
export const PasteWithoutUploader: Story = {
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    await expect(within(toolbarOf(canvasElement)).queryByRole("button", { name: "Insert image" })).toBeNull();
    pasteFiles(editor, [await pngFile("truck.png", 300, 200)]);
    await waitFor(() =>
      expect(within(canvasElement).getByRole("alert")).toHaveTextContent(editorTexts.noImageUpload),
    );
    await expect(editor.querySelector("img[src]")).toBeNull();
  },
};

/** Links: only http, https and mailto are accepted. */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const editor = editorOf(canvasElement);
    const toolbar = toolbarOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard("Apply now{Control>}a{/Control}");
    await userEvent.tab({ shift: true });
    await arrowTo(toolbar, "Link");
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("dialog", { name: "Link" });
    const address = within(dialog).getByRole("textbox", { name: "Link address" });
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.keyboard("javascript:alert(1){Enter}");
    await expect(within(dialog).getByText("Enter an http, https or mailto address.")).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, "haulboard.example/apply{Enter}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(within(editor).getByRole("link", { name: "Apply now" })).toHaveAttribute(
      "href",
      "https://haulboard.example/apply",
    );
    await expect(within(toolbar).getByRole("button", { name: "Link" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** Save as PDF prints the document alone on A4 with 1 cm margins. */
export const SaveAsPdf: Story = {
  args: { defaultValue: "<h1>Company driver</h1><p>Weekly home time.</p>" },
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    const toolbar = toolbarOf(canvasElement);
    let printed: { inlineStyles: number; marked: boolean } | undefined;
    const print = spyOn(window, "print").mockImplementation(() => {
      printed = {
        inlineStyles: document.querySelectorAll("style[data-hb-print]").length,
        marked: editor.hasAttribute("data-hb-printing"),
      };
      window.dispatchEvent(new Event("afterprint"));
    });
    try {
      await userEvent.click(editor);
      await userEvent.tab({ shift: true });
      await arrowTo(toolbar, "Save as PDF");
      await userEvent.keyboard("{Enter}");
      await expect(print).toHaveBeenCalledOnce();
      await expect(printed?.marked).toBe(true);
      // The print rules come from a stylesheet (the CSP blocks an inline <style>): the e2e journey checks
      // them in print media.
      await expect(printed?.inlineStyles).toBe(0);
      // Cleaned up after printing.
      await expect(editor).not.toHaveAttribute("data-hb-printing");
    } finally {
      print.mockRestore();
    }
  },
};

/** Alt text by keyboard: with the cursor beside an image, the toolbar's "Image description" edits it. */
export const ImageDescription: Story = {
  args: {
    defaultValue:
      '<p>Our new truck <img src="/media/news/1/truck.png" alt="" width="320" height="180"> at the yard</p>',
  },
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    const toolbar = toolbarOf(canvasElement);
    const button = within(toolbar).getByRole("button", { name: editorTexts.imageDescription });
    const paragraph = within(editor).getByText(/^Our new truck/);
    await userEvent.click(paragraph);
    // A keyboard user arrows along the line onto the image. Simulated arrow keys do not move a real
    // caret, so the caret is put where those keys stop (the editor follows the browser's selection).
    const text = paragraph.firstChild as Text;
    document.getSelection()?.collapse(text, 3);
    await waitFor(() => expect(button).toBeDisabled());
    document.getSelection()?.collapse(text, text.length);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.keyboard("{Alt>}{F10}{/Alt}");
    await arrowTo(toolbar, editorTexts.imageDescription);
    await userEvent.keyboard("{Enter}");
    const dialog = await within(document.body).findByRole("dialog", { name: editorTexts.imageDescription });
    const field = within(dialog).getByRole("textbox", { name: editorTexts.imageDescriptionField });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(editorTexts.imageDescriptionHelp);
    await userEvent.keyboard("Red day cab at the Dallas yard{Enter}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await expect(within(editor).getByRole("img", { name: "Red day cab at the Dallas yard" })).toBeVisible();
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      editorTexts.imageDescriptionSaved,
    );
    await waitFor(() => expect(editor).toHaveFocus());
    // Undo takes the description back.
    await userEvent.keyboard("{Control>}z{/Control}");
    await expect(within(editor).queryByRole("img", { name: "Red day cab at the Dallas yard" })).toBeNull();
  },
};

/** Column width by keyboard: Table → Widen column / Narrow column, 20 px a step, never below 25 px. */
export const ResizeColumnsByKeyboard: Story = {
  args: {
    defaultValue:
      '<table><tbody><tr><th data-colwidth="60"><p>Lane</p></th><th><p>Miles</p></th></tr><tr><td data-colwidth="60"><p>TX–OK</p></td><td><p>210</p></td></tr></tbody></table>',
  },
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    const toolbar = toolbarOf(canvasElement);
    const lane = () => within(editor).getByRole("columnheader", { name: "Lane" });
    await userEvent.click(within(editor).getByText("TX–OK"));
    await userEvent.keyboard("{Alt>}{F10}{/Alt}");
    await arrowTo(toolbar, "Table");
    await userEvent.keyboard("{Enter}");
    await chooseFromMenu("Table", "Widen column");
    await waitFor(() => expect(lane()).toHaveAttribute("data-colwidth", "80"));
    await expect(within(editor).getByText("TX–OK").closest("td")).toHaveAttribute("data-colwidth", "80");
    await waitFor(() => expect(lane().getBoundingClientRect().width).toBeCloseTo(80, 0));
    for (let i = 0; i < 4; i++) {
      await waitFor(() => expect(editor).toHaveFocus());
      await userEvent.keyboard("{Alt>}{F10}{/Alt}{Enter}");
      await chooseFromMenu("Table", "Narrow column");
    }
    await waitFor(() => expect(lane()).toHaveAttribute("data-colwidth", "25"));
  },
};

/** At 500 px the toolbar wraps onto more lines; nothing is cut off. */
export const Narrow500: Story = {
  render: (args) => (
    <div style={{ width: 500 }}>
      <RichTextEditor {...args} uploadImage={fakeUploader()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const toolbar = toolbarOf(canvasElement);
    await expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth);
    const last = within(toolbar).getByRole("button", { name: "Save as PDF" });
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
      toolbar.getBoundingClientRect().right,
    );
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(
      within(toolbar).getByRole("button", { name: "Undo" }).getBoundingClientRect().bottom,
    );
  },
};
