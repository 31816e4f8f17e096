import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FileDropZone } from "./FileDropZone.tsx";

const meta = {
  title: "UI/Forms/FileDropZone",
  component: FileDropZone,
  tags: ["autodocs"],
  args: {
    label: "Drop a video here",
    hint: "mp4 or webm",
    acceptedFileTypes: ["video/mp4", "video/webm"],
    onFilesAdded: fn(),
    onFilesRejected: fn(),
    onCancel: fn(),
    onRemove: fn(),
    uploads: [
      { id: "1", name: "walkaround.mp4", progress: 45, status: "uploading" },
      { id: "2", name: "cab-tour.webm", progress: 100, status: "done" },
      { id: "3", name: "yard.mp4", progress: 30, status: "error", error: "multimedia upload failed" },
    ],
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const ProgressCancelAndError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const uploads = await canvas.findByRole("list", { name: "Uploads" });
    await expect(within(uploads).getByRole("progressbar", { name: "walkaround.mp4" })).toHaveAttribute(
      "aria-valuenow",
      "45",
    );
    await expect(within(uploads).getByRole("alert")).toHaveTextContent("multimedia upload failed");
    within(uploads).getByRole("button", { name: "Cancel upload of walkaround.mp4" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onCancel).toHaveBeenCalledWith("1");
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(args.onRemove).toHaveBeenCalledWith("2");
  },
};

export const BrowseAcceptsOnlyVideos: Story = {
  args: { uploads: [], allowsMultiple: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Browse files" })).toHaveFocus();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const video = new File(["x"], "clip.mp4", { type: "video/mp4" });
    const image = new File(["x"], "photo.png", { type: "image/png" });
    await userEvent.upload(input, [video, image], { applyAccept: false });
    await expect(args.onFilesAdded).toHaveBeenCalledWith([video]);
    await expect(args.onFilesRejected).toHaveBeenCalledWith([image]);
  },
};
