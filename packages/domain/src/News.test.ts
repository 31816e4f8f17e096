import { describe, expect, it } from "vitest";
import { canManageChannels, canPublishPosts, canWritePosts, postStateOf } from "./News.ts";

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
