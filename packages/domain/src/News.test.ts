import { describe, expect, it } from "vitest";
import {
  AlbumForm,
  ChannelForm,
  canManageChannels,
  canPublishPosts,
  canWritePosts,
  NewsText,
  PostForm,
  postStateOf,
} from "./News.ts";
import { formErrors } from "./Validation/formErrors.ts";

describe("a post's state", () => {
  const now = new Date("2026-11-23T12:00:00.000Z");

  it("is a draft while inactive, whatever its time", () => {
    expect(postStateOf({ isActive: false, scheduledAt: null }, now)).toBe("draft");
    expect(postStateOf({ isActive: false, scheduledAt: "2026-11-24T12:00:00.000Z" }, now)).toBe("draft");
  });

  it("is scheduled until its time, then published, with no job running", () => {
    expect(postStateOf({ isActive: true, scheduledAt: "2026-11-23T12:02:00.000Z" }, now)).toBe("scheduled");
    expect(postStateOf({ isActive: true, scheduledAt: "2026-11-23T12:00:00.000Z" }, now)).toBe("published");
    expect(postStateOf({ isActive: true, scheduledAt: null }, now)).toBe("published");
  });
});

describe("who may do what in the news area", () => {
  it("lets news admins and admins manage channels and publish; contributors only write", () => {
    expect(canManageChannels(["NewsAdmin"])).toBe(true);
    expect(canManageChannels(["160Admin"])).toBe(true);
    expect(canManageChannels(["NewsContributor"])).toBe(false);
    expect(canPublishPosts(["NewsContributor"])).toBe(false);
    expect(canWritePosts(["NewsContributor"])).toBe(true);
    expect(canWritePosts(["Driver"])).toBe(false);
  });
});

describe("the news forms (newsads)", () => {
  const errorsOf = (result: ReturnType<typeof formErrors>) => (result.ok ? {} : result.errors);
  const post = { title: "Fuel tax", thumbnail: null, body: "<p>x</p>", isActive: true, scheduledAt: "" };

  it("a post needs a title and, when scheduled, a real date and time", () => {
    expect(formErrors(PostForm, post).ok).toBe(true);
    expect(formErrors(PostForm, { ...post, scheduledAt: "2026-11-24T09:30" }).ok).toBe(true);
    expect(errorsOf(formErrors(PostForm, { ...post, title: "  " }))).toEqual({
      title: [NewsText.postTitleMissing],
    });
    expect(errorsOf(formErrors(PostForm, { ...post, scheduledAt: "next tuesday" }))).toEqual({
      scheduledAt: [NewsText.scheduledAtInvalid],
    });
    expect(errorsOf(formErrors(PostForm, { ...post, title: "x".repeat(201) }))).toEqual({
      title: [NewsText.tooLong(200)],
    });
  });

  it("a channel needs a name; an album a title", () => {
    const channel = { channelType: "news", name: "Roads", description: "", isActive: true };
    expect(formErrors(ChannelForm, channel).ok).toBe(true);
    expect(errorsOf(formErrors(ChannelForm, { ...channel, name: "" }))).toEqual({
      name: [NewsText.channelNameMissing],
    });
    expect(errorsOf(formErrors(AlbumForm, { title: " " }))).toEqual({ title: [NewsText.albumTitleMissing] });
  });
});

describe("a post's publish time", () => {
  const post = { title: "Fuel tax", thumbnail: null, body: "<p>x</p>", isActive: true };
  it("is empty (publish at once) when only spaces, and refused when shaped like a date but not one", () => {
    expect(formErrors(PostForm, { ...post, scheduledAt: "   " }).ok).toBe(true);
    expect(formErrors(PostForm, { ...post, scheduledAt: "2026-13-45T99:99" })).toEqual({
      ok: false,
      errors: { scheduledAt: [NewsText.scheduledAtInvalid] },
    });
  });
});
