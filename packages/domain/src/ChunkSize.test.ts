import { describe, expect, it } from "vitest";
import {
  chunkSizeFor,
  isSingleUpload,
  megabyte,
  planUploadParts,
  singleUploadLimitBytes,
} from "./ChunkSize.ts";

const MB = 1024 * 1024;

describe("single upload", () => {
  it("counts a megabyte as 1024 * 1024 bytes and the limit as 10 MB", () => {
    expect(megabyte).toBe(1_048_576);
    expect(singleUploadLimitBytes).toBe(10 * MB);
  });

  it.each([
    [0, true],
    [1, true],
    [10 * MB - 1, true],
    [10 * MB, false],
    [10 * MB + 1, false],
  ])("sends %i bytes in one request: %s", (size, single) => {
    expect(isSingleUpload(size)).toBe(single);
  });
});

describe("chunk size", () => {
  it.each([
    [1, 5],
    [10 * MB, 5],
    [30 * MB - 1, 5],
    [30 * MB, 10],
    [60 * MB - 1, 10],
    [60 * MB, 15],
    [150 * MB - 1, 15],
    [150 * MB, 20],
    [500 * MB - 1, 20],
    [500 * MB, 25],
    [4 * 1024 * MB, 25],
  ])("uses %i-byte files in parts of %i MB", (size, chunkMb) => {
    expect(chunkSizeFor(size)).toBe(chunkMb * MB);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses the file size %d", (size) => {
    expect(() => chunkSizeFor(size)).toThrow(RangeError);
    expect(() => isSingleUpload(size)).toThrow("A file size is a whole number of bytes");
    expect(() => planUploadParts(size)).toThrow(RangeError);
  });
});

describe("upload parts", () => {
  it("cuts a 12 MB file into 5 MB parts numbered from 1, end exclusive", () => {
    expect(planUploadParts(12 * MB)).toEqual([
      { partNumber: 1, start: 0, end: 5 * MB },
      { partNumber: 2, start: 5 * MB, end: 10 * MB },
      { partNumber: 3, start: 10 * MB, end: 12 * MB },
    ]);
  });

  it("fits an exact multiple without an empty last part", () => {
    const parts = planUploadParts(60 * MB);
    expect(parts).toHaveLength(4);
    expect(parts.at(-1)).toEqual({ partNumber: 4, start: 45 * MB, end: 60 * MB });
  });

  it("covers every byte once, for sizes around each boundary", () => {
    for (const size of [1, 10 * MB, 30 * MB + 7, 150 * MB, 500 * MB + 3]) {
      const parts = planUploadParts(size);
      expect(parts[0]?.start).toBe(0);
      expect(parts.at(-1)?.end).toBe(size);
      parts.forEach((part, index) => {
        expect(part.partNumber).toBe(index + 1);
        if (index > 0) expect(part.start).toBe(parts[index - 1]?.end);
        expect(part.end - part.start).toBeLessThanOrEqual(chunkSizeFor(size));
      });
    }
  });

  it("plans no part for an empty file", () => {
    expect(planUploadParts(0)).toEqual([]);
  });
});
