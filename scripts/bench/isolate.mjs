// What a set of imports adds to a page beyond a baseline, in gzip bytes: two tiny production
// builds (baseline, baseline + the imports) with the web app's Vite plugins.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "vite";

const jsGzipBytes = (dir) =>
  fs
    .readdirSync(path.join(dir, "assets"))
    .filter((f) => f.endsWith(".js"))
    .reduce(
      (sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, "assets", f)), { level: 9 }).length,
      0,
    );

const buildEntry = async (root, plugins, source) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hb-bench-"));
  const entry = path.join(root, `.bench-entry-${path.basename(dir)}.tsx`);
  fs.writeFileSync(entry, source);
  try {
    await build({
      root,
      logLevel: "silent",
      configFile: false,
      plugins,
      build: { outDir: dir, emptyOutDir: true, manifest: true, rolldownOptions: { input: entry } },
    });
    return jsGzipBytes(dir);
  } finally {
    fs.rmSync(entry, { force: true });
    if (!process.env.BENCH_KEEP) fs.rmSync(dir, { recursive: true, force: true });
    else console.log("kept", dir);
  }
};

/** `imports` is source text placed in a page module that renders `element` (a JSX expression). */
export const measureAddition = async ({ root, plugins, imports, element }) => {
  const page = (body, head) =>
    `import { createRoot } from "react-dom/client";\n${head}\ncreateRoot(document.getElementById("root")).render(${body});\n`;
  const baseline = await buildEntry(root, plugins, page("<main />", ""));
  const withImports = await buildEntry(root, plugins, page(element, imports));
  return { baselineGzipBytes: baseline, gzipBytes: withImports, addedGzipBytes: withImports - baseline };
};
