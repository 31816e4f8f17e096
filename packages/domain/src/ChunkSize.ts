/**
 * Upload sizes (employer-work §9). Throughout, 1 MB is 1024 * 1024 bytes (a mebibyte): the spec says "MB"
 * without a base, and binary megabytes match how browsers and S3-style multipart uploads count.
 */
export const megabyte = 1024 * 1024;

/** A video under 10 MB is sent in one request. */
export const singleUploadLimitBytes = 10 * megabyte;

/** The chunk rule, first matching row: files under `below` bytes use `chunkSize` bytes per part. */
export const chunkSizeTable: readonly { readonly below: number; readonly chunkSize: number }[] = [
  { below: 30 * megabyte, chunkSize: 5 * megabyte },
  { below: 60 * megabyte, chunkSize: 10 * megabyte },
  { below: 150 * megabyte, chunkSize: 15 * megabyte },
  { below: 500 * megabyte, chunkSize: 20 * megabyte },
];

/** Chunk size for files of 500 MB and more. */
export const largestChunkSize = 25 * megabyte;

/**
 * Beyond the spec: how many parts of one upload travel at once. One part at a time leaves the link idle
 * while the next part is hashed and the server is storing the last; three keep it busy (measured with
 * `pnpm bench --only=media`) and stay well under a browser's six connections per host.
 */
export const uploadPartsInFlight = 3;

const assertFileSize = (fileSize: number): void => {
  if (!Number.isSafeInteger(fileSize) || fileSize < 0) {
    throw new RangeError(`A file size is a whole number of bytes, got ${fileSize}`);
  }
};

export const isSingleUpload = (fileSize: number): boolean => {
  assertFileSize(fileSize);
  return fileSize < singleUploadLimitBytes;
};

export const chunkSizeFor = (fileSize: number): number => {
  assertFileSize(fileSize);
  return chunkSizeTable.find((row) => fileSize < row.below)?.chunkSize ?? largestChunkSize;
};

export interface UploadPart {
  /** From 1, as multipart uploads number parts. */
  readonly partNumber: number;
  /** First byte of the part. */
  readonly start: number;
  /** One past the last byte (exclusive), ready for `Blob.slice(start, end)`. */
  readonly end: number;
}

/** The parts of a chunked upload; the last part holds the remainder. An empty file has no part. */
export const planUploadParts = (fileSize: number): UploadPart[] => {
  const chunkSize = chunkSizeFor(fileSize);
  const parts: UploadPart[] = [];
  for (let start = 0; start < fileSize; start += chunkSize) {
    parts.push({ partNumber: parts.length + 1, start, end: Math.min(start + chunkSize, fileSize) });
  }
  return parts;
};
