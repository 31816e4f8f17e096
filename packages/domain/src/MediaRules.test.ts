import { describe, expect, it } from "vitest";
import {
  imageTypes,
  isAcceptedImage,
  isAcceptedVideo,
  isTooManyPastedImages,
  JobVideoMessages,
  jobVideoAddress,
  MediaMessages,
  mediaAreas,
  mediaKindOf,
  mediaMaxBytes,
  mediaPath,
  mediaSizeProblem,
  mediaTypeOf,
  scaledImageWidth,
  uploadExtension,
  videoTypes,
} from "./MediaRules.ts";

describe("accepted media", () => {
  it("lists the spec's types", () => {
    expect(videoTypes).toEqual(["mp4", "webm"]);
    expect(imageTypes).toEqual(["png", "jpeg", "jpg", "webp", "gif"]);
  });

  it.each([
    ["clip.mp4", true],
    ["CLIP.WEBM", true],
    ["mp4", true],
    [".webm", true],
    ["video/mp4", true],
    ["video/webm;codecs=vp9", true],
    ["folder/clip.mp4", true],
    ["clip.mov", false],
    ["video/quicktime", false],
    ["image/mp4", false],
    ["clip.mp4.exe", false],
    ["", false],
  ])("accepts %j as a video: %s", (value, accepted) => {
    expect(isAcceptedVideo(value)).toBe(accepted);
  });

  it.each([
    ["logo.png", true],
    ["logo.jpeg", true],
    ["logo.JPG", true],
    ["logo.webp", true],
    ["anim.gif", true],
    ["image/jpeg", true],
    ["image/png", true],
    ["logo.svg", false],
    ["image/svg+xml", false],
    ["video/png", false],
    ["logo.bmp", false],
  ])("accepts %j as an image: %s", (value, accepted) => {
    expect(isAcceptedImage(value)).toBe(accepted);
  });

  it("reads the extension sent with an upload", () => {
    expect(mediaTypeOf(" Video/MP4 ")).toBe("mp4");
    expect(uploadExtension("holiday.clip.WebM")).toBe("webm");
    expect(uploadExtension("noextension")).toBe("noextension");
  });
});

describe("editor images", () => {
  it("flags a paste of more than 10 images", () => {
    expect(isTooManyPastedImages(10)).toBe(false);
    expect(isTooManyPastedImages(11)).toBe(true);
  });

  it("scales images wider than 720 px to 720", () => {
    expect(scaledImageWidth(720)).toBe(720);
    expect(scaledImageWidth(721)).toBe(720);
    expect(scaledImageWidth(300)).toBe(300);
  });
});

describe("media kinds and limits", () => {
  it("tells a video from an image by name or type, and refuses anything else", () => {
    expect(mediaKindOf("clip.mp4")).toBe("video");
    expect(mediaKindOf("video/webm")).toBe("video");
    expect(mediaKindOf("logo.png")).toBe("image");
    expect(mediaKindOf("image/gif")).toBe("image");
    expect(mediaKindOf("drawing.svg")).toBeNull();
    expect(mediaKindOf("notes.pdf")).toBeNull();
  });

  it("refuses an empty file and files over 1 GB (video) or 20 MB (image)", () => {
    expect(mediaSizeProblem("video", 0)).toBe("The file is empty.");
    expect(mediaSizeProblem("video", mediaMaxBytes.video)).toBeNull();
    expect(mediaSizeProblem("video", mediaMaxBytes.video + 1)).toBe("A video may be at most 1 GB.");
    expect(mediaSizeProblem("image", mediaMaxBytes.image)).toBeNull();
    expect(mediaSizeProblem("image", mediaMaxBytes.image + 1)).toBe("An image may be at most 20 MB.");
  });

  it("asks whether to continue an upload cut short", () => {
    expect(MediaMessages.continueUploading("video.mp4")).toBe("Continue uploading video.mp4?");
  });
});

describe("stored media addresses", () => {
  it("serves a stored file by its path, on whatever origin the page was read from", () => {
    expect(mediaAreas).toEqual(["jobs", "ads", "news", "logos"]);
    expect(mediaPath("logos", "a1-343x133.png")).toBe("/media/logos/a1-343x133.png");
  });

  it("keeps a job's uploaded video by its path, also when an older server answered it with its host", () => {
    const name = "0b6c1f4e-2d7a-4c1b-9f3e-5a6b7c8d9e0f.mp4";
    expect(jobVideoAddress(`/media/jobs/${name}`)).toBe(`/media/jobs/${name}`);
    expect(jobVideoAddress(`http://localhost:3000/media/jobs/${name}`)).toBe(`/media/jobs/${name}`);
    expect(jobVideoAddress(`  https://127.0.0.1:3000/media/jobs/${name} `)).toBe(`/media/jobs/${name}`);
    expect(jobVideoAddress("https://cdn.example.com/bucket/jobs/a.mp4")).toBe(
      "https://cdn.example.com/bucket/jobs/a.mp4",
    );
  });

  it("refuses other paths, other schemes, hosts without a dot and over-long text", () => {
    expect(jobVideoAddress("")).toBeNull();
    expect(jobVideoAddress("//evil.example/a.mp4")).toBeNull();
    expect(jobVideoAddress("/media/logos/a.png")).toBeNull();
    expect(jobVideoAddress("/api/v1/auth/logout")).toBeNull();
    expect(jobVideoAddress("javascript:alert(1)")).toBeNull();
    expect(jobVideoAddress("http://intranet/a.mp4")).toBeNull();
    expect(jobVideoAddress("http://[::1")).toBeNull();
    expect(jobVideoAddress(`https://a.example/${"x".repeat(2048)}`)).toBeNull();
    expect(JobVideoMessages.invalid).toBe("The video address is not valid");
  });
});

describe("media rules at their edges", () => {
  it("refuses a file whose type is of another family, even written with spaces", () => {
    expect(isAcceptedVideo(" audio/webm")).toBe(false);
    expect(isAcceptedImage(" video/webm ")).toBe(false);
    expect(isAcceptedVideo(" video/webm ")).toBe(true);
  });

  it("reads a video address with spaces around it, up to 2048 characters", () => {
    expect(jobVideoAddress("  /media/jobs/a1b2.mp4  ")).toBe("/media/jobs/a1b2.mp4");
    const site = "https://videos.example.com/";
    const longest = `${site}${"v".repeat(2048 - site.length)}`;
    expect(jobVideoAddress(longest)).toBe(longest);
    expect(jobVideoAddress(`${longest}v`)).toBeNull();
  });

  it("takes only web addresses, and keeps the query or fragment of a stored video's address", () => {
    expect(jobVideoAddress("ftp://files.example.com/truck.mp4")).toBeNull();
    expect(jobVideoAddress("ftp://haulboard.example.com/media/jobs/a1b2.mp4")).toBeNull();
    // With a query or a fragment the address is not a plain stored video: it is kept whole.
    expect(jobVideoAddress("https://haulboard.example.com/media/jobs/a1b2.mp4?t=10")).toBe(
      "https://haulboard.example.com/media/jobs/a1b2.mp4?t=10",
    );
    expect(jobVideoAddress("https://haulboard.example.com/media/jobs/a1b2.mp4#t=10")).toBe(
      "https://haulboard.example.com/media/jobs/a1b2.mp4#t=10",
    );
  });
});
