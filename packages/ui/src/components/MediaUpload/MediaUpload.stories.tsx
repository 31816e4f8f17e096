import { MediaMessages } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Stack } from "../Stack/Stack.tsx";
import { MediaUpload, type MediaUploadProps } from "./MediaUpload.tsx";

const megabyte = 1024 * 1024;
/** A 2×2 PNG, as a thumbnail would show it. */
const thumbnail =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYGD4z8DAwMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==";

const meta = {
  title: "UI/Forms/MediaUpload",
  component: MediaUpload,
  tags: ["autodocs"],
  args: {
    label: "Drop a video here",
    onFileChosen: fn(),
    onFileRefused: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onRemove: fn(),
    onResume: fn(),
    onDiscardResume: fn(),
  },
} satisfies Meta<typeof MediaUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ChoosesAVideo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("MP4 or WebM video up to 1 GB")).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const video = new File([new Uint8Array(2048)], "walkaround.mp4", { type: "video/mp4" });
    await userEvent.upload(input, video);
    await expect(args.onFileChosen).toHaveBeenCalledWith(video);
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const RefusesAnSvgNamedPng: Story = {
  args: { label: "Drop an image here", kinds: ["image"] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const svg = new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "logo.png", {
      type: "image/svg+xml",
    });
    await userEvent.upload(input, svg, { applyAccept: false });
    await expect(await canvas.findByRole("alert")).toHaveTextContent(MediaMessages.svgRefused);
    await expect(args.onFileChosen).not.toHaveBeenCalled();
  },
};

export const RefusesATooLargeImage: Story = {
  args: { label: "Drop an image here", kinds: ["image"] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const photo = new File([new Uint8Array(21 * megabyte)], "yard.jpg", { type: "image/jpeg" });
    await userEvent.upload(input, photo);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(MediaMessages.imageTooLarge);
    await expect(args.onFileRefused).toHaveBeenCalledWith(photo, MediaMessages.imageTooLarge);
    await expect(args.onFileChosen).not.toHaveBeenCalled();
  },
};

const uploading: MediaUploadProps["item"] = {
  name: "walkaround.mp4",
  kind: "video",
  status: "uploading",
  bytesSent: 15 * megabyte,
  totalBytes: 48 * megabyte,
};

export const Uploading: Story = {
  args: { item: uploading },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole("progressbar", { name: "walkaround.mp4" });
    await expect(bar).toHaveAttribute("aria-valuenow", "31");
    await expect(bar).toHaveAttribute("aria-valuetext", "15.0 MB of 48.0 MB (31%)");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Cancel upload" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

const failed: MediaUploadProps["item"] = {
  ...uploading,
  name: "yard.mp4",
  status: "failed",
  error: MediaMessages.badChecksum,
};

export const Failed: Story = {
  args: { item: { ...failed, error: "multimedia upload failed" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("multimedia upload failed");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Retry" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRetry).toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

const doneImage: MediaUploadProps["item"] = {
  name: "fleet.png",
  kind: "image",
  status: "done",
  bytesSent: 2 * megabyte,
  totalBytes: 2 * megabyte,
  previewUrl: thumbnail,
};

export const DoneWithThumbnail: Story = {
  args: { label: "Drop an image here", kinds: ["image"], item: doneImage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "Preview of fleet.png" })).toBeVisible();
    await expect(canvas.getByText("Uploaded, 2.0 MB")).toBeVisible();
  },
};

const doneVideo: MediaUploadProps["item"] = {
  name: "cab-tour.webm",
  kind: "video",
  status: "done",
  bytesSent: 64 * megabyte,
  totalBytes: 64 * megabyte,
  previewUrl: `${thumbnail}#poster`,
};

export const DoneWithVideoPoster: Story = {
  args: { item: doneVideo },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Preview of cab-tour.webm")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Remove cab-tour.webm" })).toBeVisible();
  },
};

export const ContinueAfterReload: Story = {
  args: { resumable: { fileName: "video.mp4" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Continue uploading video.mp4?")).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const video = new File([new Uint8Array(4096)], "video.mp4", { type: "video/mp4" });
    await userEvent.upload(input, video);
    await expect(args.onResume).toHaveBeenCalledWith(video);
    await userEvent.click(canvas.getByRole("button", { name: "Start over" }));
    await expect(args.onDiscardResume).toHaveBeenCalled();
  },
};

/** Every state on one page, for the breakpoints and both themes. */
const AllStates = (args: MediaUploadProps) => (
  <Stack space="lg">
    <MediaUpload {...args} />
    <MediaUpload {...args} item={uploading} />
    <MediaUpload {...args} item={failed} />
    <MediaUpload {...args} item={doneImage} kinds={["image"]} />
    <MediaUpload {...args} item={doneVideo} />
    <MediaUpload {...args} resumable={{ fileName: "video.mp4" }} />
  </Stack>
);

export const EveryState: Story = { render: AllStates };
