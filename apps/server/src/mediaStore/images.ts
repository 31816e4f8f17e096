import { createHash } from "node:crypto";
import { imageSize, logoSizes } from "@haulboard/domain";
import sharp, { type Sharp } from "sharp";
import { extensionOf, type SniffedType } from "./sniff.ts";

/** One processed image, named by its content (so its URL can be cached for ever). */
export interface ProcessedImage {
  readonly name: string;
  readonly bytes: Buffer;
  readonly contentType: string;
}

// sharp also reads SVG, TIFF, HEIF and raw pixels: only the accepted formats may reach it.
const acceptedInput: ReadonlySet<string> = new Set(["png", "jpeg", "gif", "webp"]);

/** Refuses decompression bombs: at most 40 megapixels. */
const limitInputPixels = 40_000_000;

const named = (bytes: Buffer, suffix: string, type: SniffedType, contentType: string): ProcessedImage => ({
  name: `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}${suffix}.${extensionOf(type)}`,
  bytes,
  contentType,
});

const open = (input: Buffer, type: SniffedType) => {
  if (!acceptedInput.has(type)) throw new Error(`sharp input ${type} is not accepted`);
  // `rotate()` applies the EXIF orientation; output carries no metadata (EXIF, GPS, XMP) unless asked.
  return sharp(input, { limitInputPixels, failOn: "error" }).rotate();
};

/** Re-encodes in the same format, which drops every metadata block. */
const encode = (image: Sharp, type: SniffedType) => {
  switch (type) {
    case "png":
      return image.png();
    case "jpeg":
      return image.jpeg({ quality: 85, mozjpeg: true });
    case "webp":
      return image.webp({ quality: 85 });
    default:
      return image.gif();
  }
};

const contentTypeOf = (type: SniffedType) => (type === "jpeg" ? "image/jpeg" : `image/${type}`);

/** An image as uploaded (ads, post bodies): same format and pixels, metadata stripped. */
export const cleanImage = async (input: Buffer, type: SniffedType): Promise<ProcessedImage> => {
  const bytes = await encode(open(input, type), type).toBuffer();
  return named(bytes, "", type, contentTypeOf(type));
};

/** News image: full resolution (at most 1,440 px wide) and a small one at the spec's 587×226. */
export const newsThumbnails = async (
  input: Buffer,
  type: SniffedType,
): Promise<{ full: ProcessedImage; small: ProcessedImage }> => {
  const full = await encode(
    open(input, type).resize({ width: 1440, withoutEnlargement: true }),
    type,
  ).toBuffer();
  const small = await encode(
    open(input, type).resize({ width: imageSize.width, height: imageSize.height, fit: "cover" }),
    type,
  ).toBuffer();
  return {
    full: named(full, "", type, contentTypeOf(type)),
    small: named(small, `-${imageSize.width}x${imageSize.height}`, type, contentTypeOf(type)),
  };
};

/** The logo crop: a box `size` px wide with the large logo's aspect, `left`/`top` px into the image. */
export interface LogoCrop {
  readonly size: number;
  readonly top: number;
  readonly left: number;
}

export class CropOutside extends Error {}

/** The company logo cut to its crop and rendered at the spec's sizes (49×19 and 343×133), as PNG. */
export const logoImages = async (
  input: Buffer,
  type: SniffedType,
  crop: LogoCrop,
): Promise<ProcessedImage[]> => {
  const large = logoSizes.large;
  const cropHeight = Math.round((crop.size * large.height) / large.width);
  // Rotated upright first (EXIF orientation), as lossless PNG, so the crop offsets match what the user saw.
  const meta = await open(input, type).png().toBuffer({ resolveWithObject: true });
  const { width, height } = meta.info;
  if (crop.left + crop.size > width || crop.top + cropHeight > height) {
    throw new CropOutside(
      `The crop (${crop.size}×${cropHeight} at ${crop.left}, ${crop.top}) lies outside the ${width}×${height} image`,
    );
  }
  const region = { left: crop.left, top: crop.top, width: crop.size, height: cropHeight };
  const outputs: ProcessedImage[] = [];
  for (const size of [logoSizes.small, logoSizes.large]) {
    const bytes = await sharp(meta.data, { limitInputPixels })
      .extract(region)
      .resize({ width: size.width, height: size.height, fit: "fill" })
      .png()
      .toBuffer();
    outputs.push(named(bytes, `-${size.width}x${size.height}`, "png", "image/png"));
  }
  return outputs;
};
