import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./support/sourceFiles.ts";

// The server's layers, lowest first (README "Layers"). A module may import from its own layer and from
// lower ones, never from a higher one: a service does not reach into HTTP, HTTP does not reach into the
// route modules. Each entry is a folder or a file directly under src/.
const layers: readonly (readonly string[])[] = [
  ["config.ts", "db", "errors"],
  ["cache", "documents", "ports", "security", "storage"],
  ["adServing", "matching", "mediaStore", "ops", "payments", "seed"],
  ["deps.ts"],
  ["http"],
  // The contract's modules (src/<module>/<verb>.ts, README "Contract modules"), and the table of them all.
  [
    "addons",
    "admin",
    "ads",
    "albums",
    "applicants",
    "auth",
    "candidates",
    "companies",
    "driverSubscriptions",
    "employees",
    "employer",
    "jobs",
    "lead",
    "media",
    "members",
    "news",
    "payment",
    "places",
    "routes",
    "tags",
  ],
  ["app.ts", "main.ts"],
];

const srcDir = path.resolve(import.meta.dirname, "../src");

/** The top-level entry of src/ a path lies in (`payments` for src/payments/charges.ts), or undefined outside src. */
const entryOf = (file: string): string | undefined => {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
};

const layerOf = (entry: string): number => layers.findIndex((names) => names.includes(entry));

/** Every module specifier a source file names: static imports and re-exports, `import("…")`, `new URL("…", import.meta.url)`. */
export const importSpecifiers = (source: string): string[] => {
  const patterns = [
    /\b(?:import|export)\s[^"';]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /\bnew URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? ""));
};

/** What breaks the layering in one file: each import of a higher layer, and a file in no layer. */
export const layerViolations = (file: string, source: string): string[] => {
  const from = entryOf(file) ?? "";
  const fromLayer = layerOf(from);
  const name = path.relative(path.resolve(srcDir, ".."), file);
  if (fromLayer < 0)
    return [`${name}: src/${from} is in no layer (add it to the table in test/layers.test.ts)`];
  const problems: string[] = [];
  for (const specifier of importSpecifiers(source)) {
    if (!specifier.startsWith(".")) continue;
    const to = entryOf(path.resolve(path.dirname(file), specifier));
    if (to === undefined) {
      problems.push(`${name} imports "${specifier}", outside src/`);
      continue;
    }
    const toLayer = layerOf(to);
    if (toLayer > fromLayer || toLayer < 0) {
      problems.push(
        `${name} imports "${specifier}": ${to} (layer ${toLayer < 0 ? "none" : toLayer}) is above ${from} (layer ${fromLayer})`,
      );
    }
  }
  return problems;
};

describe("the server's layers", () => {
  it("no module imports from a higher layer", () => {
    const files = sourceFiles(srcDir);
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((file) => layerViolations(file, fs.readFileSync(file, "utf8")));
    expect(violations).toEqual([]);
  });

  it("the check sees every kind of import and names the file and the import", () => {
    const file = path.join(srcDir, "payments/example.ts");
    const source = [
      'import type { Deps } from "../deps.ts";',
      "import {\n  HttpError,\n  sendError,\n} from '../http/errors.ts';",
      'export { routes } from "../routes/index.ts";',
      'const lazy = await import("../app.ts");',
      'import { HttpError as Low } from "../errors/httpError.ts";',
      'import { startPeriodic } from "../ops/periodic.ts";',
      'import { Hono } from "hono";',
    ].join("\n");
    expect(layerViolations(file, source)).toEqual([
      'src/payments/example.ts imports "../deps.ts": deps.ts (layer 3) is above payments (layer 2)',
      'src/payments/example.ts imports "../http/errors.ts": http (layer 4) is above payments (layer 2)',
      'src/payments/example.ts imports "../routes/index.ts": routes (layer 5) is above payments (layer 2)',
      'src/payments/example.ts imports "../app.ts": app.ts (layer 6) is above payments (layer 2)',
    ]);
    expect(layerViolations(path.join(srcDir, "newThing/x.ts"), "")).toEqual([
      "src/newThing/x.ts: src/newThing is in no layer (add it to the table in test/layers.test.ts)",
    ]);
  });
});
