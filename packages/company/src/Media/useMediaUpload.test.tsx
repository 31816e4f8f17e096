// @vitest-environment happy-dom
import { makeApiClient, makeMemoryStorage, makeTokenStore, resumeKey } from "@haulboard/api";
import { ApiProvider } from "@haulboard/api/react";
import { ErrorText, MediaMessages, megabyte } from "@haulboard/domain";
import { until } from "@haulboard/shell/testing/until";
import { QueryClient } from "@tanstack/react-query";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type ListableStorage,
  type MediaUploadState,
  mediaSaveBlocker,
  useMediaUpload,
} from "./useMediaUpload.ts";

// React's act() outside a test renderer.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** localStorage as the browser has it: keys can be listed. */
const listableStorage = (): ListableStorage & { keys(): string[] } => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    keys: () => [...items.keys()],
  };
};

interface Sent {
  readonly method: string;
  readonly path: string;
  readonly fields: Record<string, string>;
}

/**
 * The media calls as the server answers them, in memory: parts are acknowledged (or refused while
 * `failParts` is set, or held while `holdParts` is set), listed, finished, and uploads deleted.
 */
const fakeServer = () => {
  const sent: Sent[] = [];
  const held = new Map<number, { part_number: number; etag: string; size: number; checksum: string }>();
  const state = { failParts: false, holdParts: false, release: () => {} };
  let holding = new Promise<void>((resolve) => {
    state.release = resolve;
  });
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const method = init?.method ?? "GET";
    const path = url.pathname.replace(/^\/api\/v1/, "");
    const fields: Record<string, string> = {};
    if (init?.body instanceof FormData) {
      for (const [name, value] of init.body.entries()) if (typeof value === "string") fields[name] = value;
    }
    sent.push({ method, path, fields });
    if (method === "POST" && path === "/jobs/multimedia/upload")
      return answer(200, { data: { file_name: "a0b1.mp4", url: "http://test/media/jobs/a0b1.mp4" } });
    if (method === "POST" && path === "/jobs/multimedia/upload/start")
      return answer(200, { data: { upload_id: "upl_1", file_name: "b1c2.mp4" } });
    if (method === "POST" && path === "/jobs/multimedia/upload/part") {
      if (state.holdParts && fields.part_number !== "1") await holding;
      if (state.failParts) return answer(422, { errors: [{ message: MediaMessages.badChecksum }] });
      const part = {
        part_number: Number(fields.part_number),
        etag: `etag-${fields.part_number}`,
        size: Number(fields.size),
        checksum: fields.checksum ?? "",
      };
      held.set(part.part_number, part);
      return answer(200, { data: part });
    }
    if (method === "GET" && path === "/jobs/multimedia/upload/upl_1/parts")
      return answer(200, { data: [...held.values()] });
    if (method === "POST" && path === "/jobs/multimedia/upload/finish")
      return answer(200, { data: { file_name: "b1c2.mp4", url: "http://test/media/jobs/b1c2.mp4" } });
    if (method === "DELETE" && path.startsWith("/jobs/multimedia/delete/"))
      return answer(200, { data: null });
    return answer(404, { errors: [{ message: "Not found" }] });
  };
  const hold = () => {
    state.holdParts = true;
    holding = new Promise<void>((resolve) => {
      state.release = resolve;
    });
  };
  const partsSent = () =>
    sent.filter((r) => r.path === "/jobs/multimedia/upload/part").map((r) => Number(r.fields.part_number));
  return { fetch: fetch as typeof globalThis.fetch, sent, held, state, hold, partsSent };
};

const video = (bytes: number, name = "walkaround.mp4") =>
  new File([new Uint8Array(bytes)], name, { type: "video/mp4", lastModified: 1_767_225_600_000 });

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

/** Renders the hook with the real api client over the fake server; `current()` is its latest state. */
const renderHook = (server: ReturnType<typeof fakeServer>, storage: ListableStorage) => {
  const client = makeApiClient({
    baseUrl: "http://test/api/v1",
    fetch: server.fetch,
    tokenStore: makeTokenStore(makeMemoryStorage()),
    onUnauthorized: () => {},
  });
  let latest: MediaUploadState | undefined;
  function Probe() {
    latest = useMediaUpload({ storage });
    return null;
  }
  root = createRoot(document.createElement("div"));
  act(() =>
    root!.render(
      <ApiProvider client={client} queryClient={new QueryClient()}>
        <Probe />
      </ApiProvider>,
    ),
  );
  return () => latest!;
};

describe("useMediaUpload", () => {
  it("uploads a chosen video in parts, shows progress in bytes, then the stored file with its preview", async () => {
    const server = fakeServer();
    const storage = listableStorage();
    const current = renderHook(server, storage);
    expect(current().item).toBeNull();
    expect(current().resumable).toBeNull();

    server.hold();
    const file = video(12 * megabyte);
    act(() => current().choose(file));
    expect(current().item).toMatchObject({ name: "walkaround.mp4", kind: "video", status: "uploading" });
    expect(current().item?.previewUrl).toMatch(/^blob:/);
    // Part 1 is acknowledged, parts 2 and 3 are held: the bar shows the acknowledged 5 MB.
    await until(() => expect(current().item?.bytesSent).toBe(5 * megabyte));
    expect(current().item).toMatchObject({ status: "uploading", totalBytes: 12 * megabyte });
    // The api client remembers the upload for a reload.
    expect(storage.getItem(resumeKey(file))).not.toBeNull();

    server.state.release();
    await until(() => expect(current().item?.status).toBe("done"));
    expect(current().item?.bytesSent).toBe(12 * megabyte);
    expect(current().stored).toEqual({ fileName: "b1c2.mp4", url: "http://test/media/jobs/b1c2.mp4" });
    expect(current().multimediaUploadFailed).toBe(false);
    expect(mediaSaveBlocker(current())).toBeNull();
    expect(server.partsSent().sort()).toEqual([1, 2, 3]);
    expect(storage.getItem(resumeKey(file))).toBeNull();
  });

  it("on failure shows 'multimedia upload failed', blocks the save, and retry continues after the held parts", async () => {
    const server = fakeServer();
    const storage = listableStorage();
    const current = renderHook(server, storage);
    server.state.failParts = true;
    const file = video(12 * megabyte);
    act(() => current().choose(file));
    await until(() => expect(current().item?.status).toBe("failed"));
    expect(current().item?.error).toBe(ErrorText.multimediaUploadFailed);
    expect(current().multimediaUploadFailed).toBe(true);
    expect(mediaSaveBlocker(current())).toBe("multimedia upload failed");
    expect(current().stored).toBeNull();

    server.state.failParts = false;
    act(() => current().retry());
    await until(() => expect(current().item?.status).toBe("done"));
    expect(mediaSaveBlocker(current())).toBeNull();
    // The upload started once; the retry asked which parts the server holds.
    expect(server.sent.filter((r) => r.path === "/jobs/multimedia/upload/start")).toHaveLength(1);
    expect(server.sent.some((r) => r.path === "/jobs/multimedia/upload/upl_1/parts")).toBe(true);
  });

  it("cancel stops sending parts, clears the field and tells the server to drop the upload", async () => {
    const server = fakeServer();
    const storage = listableStorage();
    const current = renderHook(server, storage);
    server.hold();
    const file = video(12 * megabyte);
    act(() => current().choose(file));
    await until(() => expect(current().item?.bytesSent).toBe(5 * megabyte));
    act(() => current().cancel());
    expect(current().item).toBeNull();
    expect(storage.getItem(resumeKey(file))).toBeNull();
    await until(() =>
      expect(server.sent.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([
        "/jobs/multimedia/delete/upl_1",
      ]),
    );
    const partsBefore = server.partsSent().length;
    server.state.release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(server.partsSent().length).toBe(partsBefore);
    expect(server.sent.some((r) => r.path === "/jobs/multimedia/upload/finish")).toBe(false);
    expect(current().item).toBeNull();
  });

  it("after a reload asks to continue the remembered upload, and continues from the parts the server holds", async () => {
    const server = fakeServer();
    const storage = listableStorage();
    const file = video(12 * megabyte, "video.mp4");
    // An earlier page sent part 1 before it was reloaded.
    server.held.set(1, { part_number: 1, etag: "etag-1", size: 5 * megabyte, checksum: "x" });
    storage.setItem(
      resumeKey(file),
      JSON.stringify({ uploadId: "upl_1", fileName: "b1c2.mp4", parts: [{ partNumber: 1, etag: "etag-1" }] }),
    );
    const current = renderHook(server, storage);
    await until(() => expect(current().resumable).toEqual({ fileName: "video.mp4" }));
    expect(MediaMessages.continueUploading(current().resumable!.fileName)).toBe(
      "Continue uploading video.mp4?",
    );

    act(() => current().resume(file));
    expect(current().resumable).toBeNull();
    await until(() => expect(current().item?.status).toBe("done"));
    expect(server.partsSent().sort()).toEqual([2, 3]);
    expect(server.sent.some((r) => r.path === "/jobs/multimedia/upload/start")).toBe(false);
  });

  it("start over forgets the remembered upload and tells the server to drop it", async () => {
    const server = fakeServer();
    const storage = listableStorage();
    const file = video(12 * megabyte, "video.mp4");
    storage.setItem(resumeKey(file), JSON.stringify({ uploadId: "upl_old", fileName: "a.mp4", parts: [] }));
    const current = renderHook(server, storage);
    await until(() => expect(current().resumable).not.toBeNull());
    act(() => current().discardResume());
    expect(current().resumable).toBeNull();
    expect(storage.keys()).toEqual([]);
    await until(() =>
      expect(server.sent.map((r) => `${r.method} ${r.path}`)).toEqual([
        "DELETE /jobs/multimedia/delete/upl_old",
      ]),
    );
  });

  it("sends a video under 10 MB in one request; remove clears it from the field", async () => {
    const server = fakeServer();
    const current = renderHook(server, listableStorage());
    act(() => current().choose(video(3 * megabyte)));
    await until(() => expect(current().item?.status).toBe("done"));
    expect(server.sent.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /jobs/multimedia/upload"]);
    expect(current().stored?.fileName).toBe("a0b1.mp4");
    act(() => current().remove());
    expect(current().item).toBeNull();
    expect(current().stored).toBeNull();
  });
});
