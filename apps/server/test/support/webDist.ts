import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Writes a file of a hand-made web build with its .br and .gz copies, as apps/web's precompress does. */
export const writeWithCopies = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
};
