import { makeApiClient, makeMemoryStorage, makeTokenStore } from "@haulboard/api";
import { ApiProvider } from "@haulboard/api/react";
import { ErrorText, MediaMessages, megabyte } from "@haulboard/domain";
import { Stack } from "@haulboard/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient } from "@tanstack/react-query";
import { delay, HttpResponse, http } from "msw";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { JobVideoField } from "./JobVideoField.tsx";
import { type ListableStorage, type MediaUploadState, useMediaUpload } from "./useMediaUpload.ts";

/** A 2×2 PNG standing in for a video's poster frame. */
const poster =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYGD4z8DAwMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==";

/** The hook's state as the job form would hold it, with spies for the actions. */
const stateOf = (overrides: Partial<MediaUploadState> = {}): MediaUploadState => ({
  item: null,
  resumable: null,
  stored: null,
  multimediaUploadFailed: false,
  choose: fn(),
  cancel: fn(),
  retry: fn(),
  remove: fn(),
  resume: fn(),
  discardResume: fn(),
  ...overrides,
});

const idle = stateOf();
const uploading = stateOf({
  item: {
    name: "walkaround.mp4",
    kind: "video",
    status: "uploading",
    bytesSent: 20 * megabyte,
    totalBytes: 80 * megabyte,
  },
});
const failed = stateOf({
  item: {
    name: "yard-check.mp4",
    kind: "video",
    status: "failed",
    bytesSent: 20 * megabyte,
    totalBytes: 80 * megabyte,
    error: ErrorText.multimediaUploadFailed,
  },
  multimediaUploadFailed: true,
});
const done = stateOf({
  item: {
    name: "cab-tour.mp4",
    kind: "video",
    status: "done",
    bytesSent: 80 * megabyte,
    totalBytes: 80 * megabyte,
    previewUrl: `${poster}#poster`,
  },
  stored: { fileName: "b1c2.mp4", url: "/media/jobs/b1c2.mp4" },
});
const resumable = stateOf({ resumable: { fileName: "video.mp4" } });

const meta = {
  title: "Company/Media/JobVideoField",
  component: JobVideoField,
  tags: ["autodocs"],
  args: { upload: idle },
} satisfies Meta<typeof JobVideoField>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Drop a video here")).toBeVisible();
    await expect(canvas.getByText("MP4 or WebM video up to 1 GB")).toBeVisible();
    const video = new File([new Uint8Array(2048)], "walkaround.mp4", { type: "video/mp4" });
    await userEvent.upload(fileInput(canvasElement), video);
    await expect(idle.choose).toHaveBeenCalledWith(video);
  },
};

export const Uploading: Story = {
  args: { upload: uploading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole("progressbar", { name: "walkaround.mp4" });
    await expect(bar).toHaveAttribute("aria-valuenow", "25");
    await expect(bar).toHaveAttribute("aria-valuetext", "20.0 MB of 80.0 MB (25%)");
    await userEvent.click(canvas.getByRole("button", { name: "Cancel upload" }));
    await expect(uploading.cancel).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { upload: failed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("multimedia upload failed");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(failed.retry).toHaveBeenCalled();
  },
};

export const DoneWithPreview: Story = {
  args: { upload: done },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Preview of cab-tour.mp4")).toBeInTheDocument();
    await expect(canvas.getByText("Uploaded, 80.0 MB")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove cab-tour.mp4" }));
    await expect(done.remove).toHaveBeenCalled();
  },
};

export const ContinueAfterReload: Story = {
  args: { upload: resumable },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MediaMessages.continueUploading("video.mp4"))).toBeVisible();
    const video = new File([new Uint8Array(4096)], "video.mp4", { type: "video/mp4" });
    await userEvent.upload(fileInput(canvasElement), video);
    await expect(resumable.resume).toHaveBeenCalledWith(video);
    await userEvent.click(canvas.getByRole("button", { name: "Start over" }));
    await expect(resumable.discardResume).toHaveBeenCalled();
  },
};

// ---------- the real hook against the media calls (MSW) ----------

/** The job form's use: the hook's state drives the field; the api client and a fresh storage per story. */
function LiveField() {
  const [storage] = useState(() => {
    const items = new Map<string, string>();
    const listable: ListableStorage = {
      get length() {
        return items.size;
      },
      key: (index) => [...items.keys()][index] ?? null,
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    };
    return listable;
  });
  const upload = useMediaUpload({ storage });
  return <JobVideoField upload={upload} />;
}

function Live() {
  const [client] = useState(() =>
    makeApiClient({ tokenStore: makeTokenStore(makeMemoryStorage()), onUnauthorized: () => {} }),
  );
  const [queryClient] = useState(() => new QueryClient());
  return (
    <ApiProvider client={client} queryClient={queryClient}>
      <LiveField />
    </ApiProvider>
  );
}

const started = http.post("/api/v1/jobs/multimedia/upload/start", () =>
  HttpResponse.json({ data: { upload_id: "upl_story", file_name: "b1c2.mp4" } }),
);
const acknowledge = async (request: Request) => {
  const form = await request.formData();
  const partNumber = Number(form.get("part_number"));
  return HttpResponse.json({
    data: {
      part_number: partNumber,
      etag: `etag-${partNumber}`,
      size: Number(form.get("size")),
      checksum: String(form.get("checksum")),
    },
  });
};
const finished = http.post("/api/v1/jobs/multimedia/upload/finish", () =>
  HttpResponse.json({ data: { file_name: "b1c2.mp4", url: "/media/jobs/b1c2.mp4" } }),
);

/** 12 MB: three parts of the domain's 5 MB chunks. */
const twelveMegabytes = () =>
  new File([new Uint8Array(12 * megabyte)], "walkaround.mp4", { type: "video/mp4", lastModified: 1 });

export const LiveUploadInParts: Story = {
  render: () => <Live />,
  beforeEach({ msw }) {
    let releaseLast: () => void = () => {};
    const lastHeld = new Promise<void>((resolve) => {
      releaseLast = resolve;
    });
    msw.use(
      started,
      http.post("/api/v1/jobs/multimedia/upload/part", async ({ request }) => {
        const answer = await acknowledge(request.clone());
        // Part 3 waits until the story has seen the progress of parts 1 and 2.
        if ((await request.formData()).get("part_number") === "3") await lastHeld;
        return answer;
      }),
      finished,
    );
    (globalThis as { releaseLastPart?: () => void }).releaseLastPart = releaseLast;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), twelveMegabytes());
    const bar = await canvas.findByRole("progressbar", { name: "walkaround.mp4" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuetext", "10.0 MB of 12.0 MB (83%)"), {
      timeout: 20_000,
    });
    (globalThis as { releaseLastPart?: () => void }).releaseLastPart?.();
    await expect(await canvas.findByText("Uploaded, 12.0 MB", {}, { timeout: 20_000 })).toBeVisible();
    await expect(canvas.getByLabelText("Preview of walkaround.mp4")).toBeInTheDocument();
  },
};

export const LiveUploadFails: Story = {
  render: () => <Live />,
  beforeEach({ msw }) {
    msw.use(
      started,
      http.post("/api/v1/jobs/multimedia/upload/part", () =>
        HttpResponse.json({ errors: [{ message: MediaMessages.badChecksum }] }, { status: 422 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), twelveMegabytes());
    await expect(await canvas.findByRole("alert", {}, { timeout: 20_000 })).toHaveTextContent(
      "multimedia upload failed",
    );
    await expect(canvas.getByRole("button", { name: "Retry" })).toBeVisible();
  },
};

export const LiveCancel: Story = {
  render: () => <Live />,
  beforeEach({ msw }) {
    msw.use(
      started,
      http.post("/api/v1/jobs/multimedia/upload/part", async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
      http.delete("/api/v1/jobs/multimedia/delete/upl_story", () => HttpResponse.json({ data: null })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), twelveMegabytes());
    await userEvent.click(await canvas.findByRole("button", { name: "Cancel upload" }));
    await expect(await canvas.findByText("Drop a video here")).toBeVisible();
    await expect(canvas.queryByRole("progressbar")).toBeNull();
  },
};

// ---------- every state at the spec's breakpoints, both themes ----------

const AllStates = () => (
  <Stack space="lg">
    <JobVideoField upload={idle} />
    <JobVideoField upload={uploading} />
    <JobVideoField upload={failed} />
    <JobVideoField upload={done} />
    <JobVideoField upload={resumable} />
  </Stack>
);

export const EveryState: Story = { render: AllStates };
