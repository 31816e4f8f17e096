// What the ad slot adds to the first load of the pages that mount it (issue 21: "the drivers' home first load
// does not grow by more than 5 KB gzip for the ad slot"). The web app is built a second time with its own
// Vite config, `@haulboard/ads/slot` replaced by components that render nothing; each page's first load
// (bundle.mjs) in the real build minus the same page's in that build is the slot's cost.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "vite";
import { measureRoutes } from "./bundle.mjs";

const stubId = "\0bench-no-ad-slot";

/** `@haulboard/ads/slot` without the slot: every name the pages import, rendering nothing. */
const withoutAdSlot = {
  name: "bench-without-ad-slot",
  enforce: "pre",
  resolveId: (source) => (source === "@haulboard/ads/slot" ? stubId : null),
  load: (id) =>
    id === stubId
      ? ["AdSlot", "AdSlotReserve", "AdSlots", "AdSlotsView"]
          .map((name) => `export const ${name} = () => null;`)
          .join("\n")
      : null,
};

/** The pages that mount the slot, with the real build's first load, the build without it, and the difference. */
export const measureAdSlot = async (
  webDir,
  pages = ["members-home", "members-news", "members-news-post"],
) => {
  const withSlot = measureRoutes(path.join(webDir, "dist"));
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "hb-bench-noslot-"));
  try {
    await build({
      root: webDir,
      configFile: path.join(webDir, "vite.config.ts"),
      logLevel: "silent",
      plugins: [withoutAdSlot],
      // The same options as the real build (its source-map setting too: a comment naming a map in every
      // chunk would be counted as the slot's).
      build: { outDir, emptyOutDir: true },
    });
    const without = measureRoutes(outDir);
    return pages.map((route) => {
      const real = withSlot.find((row) => row.route === route)?.gzipBytes;
      const bare = without.find((row) => row.route === route)?.gzipBytes;
      if (real === undefined || bare === undefined) throw new Error(`no route ${route} in the build`);
      return { route, gzipBytes: real, withoutSlotGzipBytes: bare, addedGzipBytes: real - bare };
    });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
};
