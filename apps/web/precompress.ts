import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser downloads; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/**
 * What a compressed answer costs beyond its body: `Content-Encoding: br` and `Vary: Accept-Encoding`. A
 * copy is kept only when it saves more than that: a first visit to /login fetches 17 files under 1 KB
 * (most of them chunks of a few hundred bytes), which went uncompressed (about 2.9 KB).
 */
const headerBytes = 48;

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip, level 9) beside every compressible build
 * output, once at build time, so the server sends them by `Accept-Encoding` without compressing per
 * request (issue 13: /login moved 476 KB uncompressed).
 */
export const precompress = (): Plugin => {
  let outDir = "dist";
  return {
    name: "haulboard-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = filesUnder(outDir).filter(
        (file) => compressible.test(file) && fs.statSync(file).size > headerBytes,
      );
      await Promise.all(
        files.map(async (file) => {
          const content = fs.readFileSync(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: 9 }),
          ]);
          // The server sends whichever copy the browser accepts, or the file as is.
          if (br.length + headerBytes < content.length) fs.writeFileSync(`${file}.br`, br);
          if (gz.length + headerBytes < content.length) fs.writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
};
