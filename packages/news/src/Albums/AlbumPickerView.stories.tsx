import { ErrorText, NewsText } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { albumImages, albums } from "../testing/fixtures.ts";
import { AlbumPickerView } from "./AlbumPickerView.tsx";

const pngFile = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "truck.png", { type: "image/png" });

const meta = {
  title: "News/Album picker",
  component: AlbumPickerView,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    purpose: "thumbnail",
    albums,
    albumId: 1,
    onAlbumChange: fn(),
    images: albumImages,
    onPick: fn(),
    onUpload: fn(),
    newTitle: "",
    onNewTitleChange: fn(),
    onCreateAlbum: fn(),
    onRenameStart: fn(),
    onRenameTitleChange: fn(),
    onRenameSave: fn(),
    onRenameCancel: fn(),
    onDeleteAlbum: fn(async () => {}),
    onRemoveImage: fn(async () => {}),
  },
} satisfies Meta<typeof AlbumPickerView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement.ownerDocument.body).findByRole("dialog", { name }));

export const ChooseThumbnail: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, "Choose a thumbnail from an album");
    await expect(dialog.getByRole("button", { name: /Album$/ })).toHaveTextContent("Truck shows 2026");
    const region = dialog.getByRole("region", { name: "Images of Truck shows 2026" });
    const first = within(region).getByRole("button", { name: "Use image 1 of 2, added 03/02/2026" });
    await userEvent.click(first);
    await expect(args.onPick).toHaveBeenCalledWith(albumImages[0]);
    // The keyboard reaches every image, each followed by its Remove.
    first.focus();
    await userEvent.tab();
    await expect(
      within(region).getByRole("button", { name: "Remove image 1 of 2 from Truck shows 2026" }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(within(region).getByRole("button", { name: /Use image 2 of 2/ })).toHaveFocus();
  },
};

export const InsertIntoBody: Story = {
  args: { purpose: "body" },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, "Insert an image from an album");
    await userEvent.click(dialog.getByRole("button", { name: /Use image 2 of 2/ }));
    await expect(args.onPick).toHaveBeenCalledWith(albumImages[1]);
  },
};

export const OtherAlbum: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, "Choose a thumbnail from an album");
    await userEvent.click(dialog.getByRole("button", { name: /Album$/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole("listbox");
    await userEvent.click(within(listbox).getByRole("option", { name: "Safety campaign" }));
    await expect(args.onAlbumChange).toHaveBeenCalledWith(2);
  },
};

export const UploadIntoAlbum: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, "Choose a thumbnail from an album");
    const file = pngFile();
    await userEvent.upload(dialog.getByLabelText("Upload an image into Truck shows 2026"), file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
  },
};

/** Deleting the shown album asks first; "No" keeps it, "Yes" deletes it and closes the question. */
export const DeleteAlbum: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await dialogOf(canvasElement, "Choose a thumbnail from an album");
    await userEvent.click(dialog.getByRole("button", { name: "Delete album" }));
    let ask = await body.findByRole("alertdialog", { name: "Delete the album “Truck shows 2026”?" });
    await expect(ask).toHaveTextContent("Its images stay in the posts that show them");
    await userEvent.click(within(ask).getByRole("button", { name: "No" }));
    await expect(body.queryByRole("alertdialog")).toBeNull();
    await expect(args.onDeleteAlbum).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole("button", { name: "Delete album" }));
    ask = await body.findByRole("alertdialog", { name: "Delete the album “Truck shows 2026”?" });
    await userEvent.click(within(ask).getByRole("button", { name: "Yes" }));
    await expect(args.onDeleteAlbum).toHaveBeenCalledWith(albums[0]);
    await expect(body.queryByRole("alertdialog")).toBeNull();
  },
};

/** Taking an image out of the album asks first, then calls with that image. */
export const RemoveImage: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await dialogOf(canvasElement, "Choose a thumbnail from an album");
    await userEvent.click(dialog.getByRole("button", { name: "Remove image 2 of 2 from Truck shows 2026" }));
    const ask = await body.findByRole("alertdialog", { name: "Take this image out of the album?" });
    await userEvent.click(within(ask).getByRole("button", { name: "Yes" }));
    await expect(args.onRemoveImage).toHaveBeenCalledWith(albumImages[1]);
    await expect(body.queryByRole("alertdialog")).toBeNull();
  },
};
/** "Rename album" asks the container to open the title's field (it fills it with the album's title). */
export const RenameAlbum: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, "Choose a thumbnail from an album");
    await userEvent.click(dialog.getByRole("button", { name: "Rename album" }));
    await expect(args.onRenameStart).toHaveBeenCalledTimes(1);
  },
};

/** The title's field takes the album's place, focused; Enter saves, Cancel closes it. */
export const Renaming: Story = {
  args: { renameTitle: "Truck shows 2026" },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, "Choose a thumbnail from an album");
    const form = within(dialog.getByRole("form", { name: "Rename album" }));
    const title = form.getByRole("textbox", { name: "Album title" });
    await expect(title).toHaveValue("Truck shows 2026");
    await expect(title).toHaveFocus();
    await expect(dialog.queryByRole("button", { name: /Album$/ })).toBeNull();
    await userEvent.type(title, "!");
    await expect(args.onRenameTitleChange).toHaveBeenLastCalledWith("Truck shows 2026!");
    await userEvent.keyboard("{Enter}");
    await expect(args.onRenameSave).toHaveBeenCalledTimes(1);
    await userEvent.click(form.getByRole("button", { name: "Cancel" }));
    await expect(args.onRenameCancel).toHaveBeenCalledTimes(1);
    // The images stay on view (and usable) while the title is edited.
    await expect(dialog.getByRole("region", { name: "Images of Truck shows 2026" })).toBeVisible();
  },
};

export const RenameTitleMissing: Story = {
  args: { renameTitle: "", renameTitleError: NewsText.albumTitleMissing },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, "Choose a thumbnail from an album");
    const title = dialog.getByRole("textbox", { name: "Album title" });
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(title).toHaveAccessibleDescription(NewsText.albumTitleMissing);
  },
};
export const RenamingSaves: Story = { args: { renameTitle: "Truck shows", isRenaming: true } };
export const Uploading: Story = { args: { isUploading: true } };

export const UploadFails: Story = {
  args: { uploadError: ErrorText.imageUploadFailed },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, "Choose a thumbnail from an album");
    await expect(dialog.getByText(ErrorText.imageUploadFailed)).toBeInTheDocument();
  },
};

export const EmptyAlbum: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, "Choose a thumbnail from an album");
    await expect(dialog.getByText(NewsText.noAlbumImages)).toBeInTheDocument();
  },
};

export const NoAlbums: Story = {
  args: { albums: [], albumId: null, images: undefined },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, "Choose a thumbnail from an album");
    await expect(dialog.getByText(NewsText.noAlbums)).toBeInTheDocument();
    await userEvent.type(dialog.getByRole("textbox", { name: "New album" }), "Rest stops");
    await expect(args.onNewTitleChange).toHaveBeenCalled();
    await userEvent.click(dialog.getByRole("button", { name: "Create album" }));
    await expect(args.onCreateAlbum).toHaveBeenCalledTimes(1);
  },
};

export const NewAlbumTitleMissing: Story = {
  args: { newTitleError: NewsText.albumTitleMissing },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, "Choose a thumbnail from an album");
    await expect(dialog.getByRole("textbox", { name: "New album" })).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText(NewsText.albumTitleMissing)).toBeInTheDocument();
  },
};

export const LoadingAlbums: Story = { args: { albums: undefined, albumId: null, images: undefined } };
export const LoadingImages: Story = { args: { images: undefined } };
export const AlbumsError: Story = {
  args: { albums: undefined, albumId: null, images: undefined, albumsError: ErrorText.internalServer },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, "Choose a thumbnail from an album");
    await expect(dialog.getByRole("alert")).toHaveTextContent(ErrorText.internalServer);
  },
};
