import fs from "node:fs";
import path from "node:path";

/** Every TypeScript file under `dir`, as a path (the source scans of layers and errorCatalogue). */
export const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts"))
    .map((name) => path.join(dir, name));
