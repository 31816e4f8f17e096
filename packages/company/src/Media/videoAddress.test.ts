import { describe, expect, it } from "vitest";
import { jobVideoAddress } from "./videoAddress.ts";

describe("jobVideoAddress", () => {
  it("keeps the path of a video served by this site", () => {
    expect(jobVideoAddress("http://localhost:3000/media/jobs/a1b2.mp4", "http://localhost:3000")).toBe(
      "/media/jobs/a1b2.mp4",
    );
    expect(jobVideoAddress("/media/jobs/a1b2.mp4", "https://haulboard.example.com")).toBe(
      "/media/jobs/a1b2.mp4",
    );
  });

  it("keeps a bucket's public URL as it is, and a stored video answered by another host by its path", () => {
    const bucket = "https://cdn.haulboard.example.com/prod/jobs/a1b2.mp4";
    expect(jobVideoAddress(bucket, "https://haulboard.example.com")).toBe(bucket);
    // Issue 35 #2: media are stored and answered by path, whatever address the upload went through.
    expect(jobVideoAddress("http://localhost:4000/media/jobs/a1b2.mp4", "http://localhost:3000")).toBe(
      "/media/jobs/a1b2.mp4",
    );
  });
});
