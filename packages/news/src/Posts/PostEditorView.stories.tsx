import { ErrorText, NewsText } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AlbumPickerView } from "../Albums/AlbumPickerView.tsx";
import {
  albumImageFull,
  albumImageSmall,
  albumImages,
  albums,
  channels,
  now,
  posts,
  thumbnailFull,
  thumbnailSmall,
} from "../testing/fixtures.ts";
import { PostEditorView } from "./PostEditorView.tsx";

const pngFile = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "truck.png", { type: "image/png" });

const meta = {
  title: "News/Post editor",
  component: PostEditorView,
  parameters: { layout: "padded" },
  args: {
    channel: channels[0]!,
    post: undefined,
    canPublish: true,
    now,
    onSave: fn(async () => {}),
    uploadThumbnail: fn(async () => ({ imageUrl: thumbnailFull, smallImageUrl: thumbnailSmall })),
    uploadImage: fn(async () => ({ url: thumbnailFull })),
  },
} satisfies Meta<typeof PostEditorView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const NewPost: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save post" }));
    await expect(canvas.getByText(NewsText.postTitleMissing)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole("textbox", { name: /Title/ }), "Diesel prices fall");
    await userEvent.upload(canvas.getByLabelText("Upload thumbnail"), pngFile());
    await expect(await canvas.findByRole("img", { name: "Thumbnail" })).toHaveAttribute(
      "src",
      thumbnailSmall,
    );
    await userEvent.click(canvas.getByRole("switch", { name: "Published" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save post" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        title: "Diesel prices fall",
        thumbnail: thumbnailFull,
        body: "",
        isActive: true,
        scheduledAt: null,
      }),
    );
    await expect(canvas.queryByRole("button", { name: "Delete post" })).toBeNull();
  },
};

export const Scheduled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Title/ }), "ELD rules");
    await userEvent.click(canvas.getByRole("switch", { name: "Published" }));
    await userEvent.type(canvas.getByLabelText("Publish at"), "2026-03-22T09:00");
    await expect(canvas.getByText("Scheduled")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Save post" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ isActive: true, scheduledAt: new Date("2026-03-22T09:00").toISOString() }),
      ),
    );
  },
};

export const ThumbnailUploadFails: Story = {
  args: {
    uploadThumbnail: fn(async () => {
      throw new Error("413");
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText("Upload thumbnail"), pngFile());
    // The editor keeps its own (empty) live region for body images: look for the thumbnail's alert by its text.
    await expect(await canvas.findByText(ErrorText.imageUploadFailed)).toBeVisible();
  },
};

export const EditAndDelete: Story = {
  args: { post: posts[0], onDelete: fn(async () => {}) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Title/ })).toHaveValue(posts[0]!.title);
    await userEvent.click(canvas.getByRole("button", { name: "Delete post" }));
    const dialog = await page(canvasElement).findByRole("alertdialog");
    await expect(dialog).toHaveTextContent(NewsText.deletePostQuestion);
    await userEvent.click(within(dialog).getByRole("button", { name: /Delete|Yes|Confirm/ }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
  },
};

export const Preview: Story = {
  args: { post: posts[0] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Preview" }));
    const preview = canvas.getByRole("region", { name: "Preview" });
    await expect(within(preview).getByRole("heading", { level: 2, name: posts[0]!.title })).toBeVisible();
    await expect(await within(preview).findByRole("table")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Back to editing" }));
    await expect(canvas.getByRole("textbox", { name: /Title/ })).toBeVisible();
  },
};

/** A contributor saves drafts; the Published switch is off and disabled. */
export const Contributor: Story = {
  args: { canPublish: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("switch", { name: "Published" })).toBeDisabled();
    await userEvent.type(canvas.getByRole("textbox", { name: /Title/ }), "My draft");
    await userEvent.click(canvas.getByRole("button", { name: "Save post" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ isActive: false })),
    );
  },
};

/** A contributor opening a published post reads why it cannot be changed. */
export const ContributorOnPublished: Story = {
  args: { canPublish: false, post: posts[0], onDelete: fn(async () => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NewsText.contributorsOwnDrafts)).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Save post" })).toBeDisabled();
  },
};

/** The form's own check (the schema's message, after the first try): nothing is sent without a title. */
export const TitleMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save post" }));
    await expect(canvas.getByText(NewsText.postTitleMissing)).toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: /Title/ })).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSave).not.toHaveBeenCalled();
    // Fixed, the message goes at once (it follows every change after the first try).
    await userEvent.type(canvas.getByRole("textbox", { name: /Title/ }), "Fuel tax");
    await expect(canvas.queryByText(NewsText.postTitleMissing)).toBeNull();
  },
};

/** A thumbnail and a body image chosen from the channel's albums (the picker is the container's). */
export const FromAlbums: Story = {
  args: {
    renderAlbumPicker: ({ isOpen, onOpenChange, purpose, onPick }) => (
      <AlbumPickerView
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        purpose={purpose}
        albums={albums}
        albumId={1}
        onAlbumChange={() => {}}
        images={albumImages}
        onPick={(image) => {
          onPick(image);
          onOpenChange(false);
        }}
        onUpload={() => {}}
        newTitle=""
        onNewTitleChange={() => {}}
        onCreateAlbum={() => {}}
        onRenameStart={() => {}}
        onRenameTitleChange={() => {}}
        onRenameSave={() => {}}
        onRenameCancel={() => {}}
        onDeleteAlbum={async () => {}}
        onRemoveImage={async () => {}}
      />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Title/ }), "Truck show season");
    await userEvent.click(canvas.getByRole("button", { name: "Choose from an album" }));
    const thumbDialog = await page(canvasElement).findByRole("dialog", {
      name: "Choose a thumbnail from an album",
    });
    await userEvent.click(within(thumbDialog).getByRole("button", { name: /Use image 1 of 2/ }));
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("img", { name: "Thumbnail" })).toHaveAttribute("src", albumImageSmall);

    const body = await canvas.findByRole("textbox", { name: /Body/ });
    await userEvent.click(body);
    await userEvent.click(await canvas.findByRole("button", { name: "Insert image from album" }));
    const bodyDialog = await page(canvasElement).findByRole("dialog", {
      name: "Insert an image from an album",
    });
    await userEvent.click(within(bodyDialog).getByRole("button", { name: /Use image 2 of 2/ }));
    await waitFor(() => expect(body.querySelector("img[src]")).not.toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: "Save post" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Truck show season",
          thumbnail: albumImageFull,
          body: expect.stringContaining("<img"),
        }),
      ),
    );
  },
};
