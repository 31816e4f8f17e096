import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as domain from "./index.ts";

/**
 * Every spec text lives once, in this package (issue 12): a text that another package types again is a
 * copy waiting to drift. This walks the domain's exported texts and looks for each in the source of every
 * other package and app. Tests and stories may type texts (they check them independently); comments
 * naming a text are skipped.
 */
const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** Texts a person reads: several words, at least 12 characters. Codes and single labels are not texts. */
const isText = (value: string) => value.length >= 12 && /[a-z]/.test(value) && /\s\S+\s/.test(value);

const textsOf = (value: unknown, found: Set<string>, depth = 0): Set<string> => {
  if (depth > 5) return found;
  if (typeof value === "string") {
    if (isText(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) textsOf(item, found, depth + 1);
  } else if (
    value !== null &&
    typeof value === "object" &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    for (const item of Object.values(value)) textsOf(item, found, depth + 1);
  }
  return found;
};

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ["node_modules", "dist", "test", "tests", "mocks", "testing"].includes(entry.name)
        ? []
        : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** The code of a file without its comments (a comment may quote a text it explains). */
const codeOf = (file: string) =>
  fs
    .readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

describe("spec texts live in @haulboard/domain only", () => {
  const texts = [...textsOf(Object.values(domain), new Set())];
  const files = ["packages", "apps"].flatMap((root) =>
    fs
      .readdirSync(path.join(repoRoot, root))
      .filter((name) => name !== "domain")
      .map((name) => path.join(repoRoot, root, name, "src"))
      .filter((dir) => fs.existsSync(dir))
      .flatMap(sourceFiles),
  );

  it("finds the domain's texts to look for", () => {
    expect(texts.length).toBeGreaterThan(40);
    expect(texts).toContain("This email or password is wrong");
  });

  it("finds none of them typed in another package", () => {
    const copies = files.flatMap((file) => {
      const code = codeOf(file);
      return texts
        .filter(
          (text) => code.includes(`"${text}"`) || code.includes(`'${text}'`) || code.includes(`\`${text}\``),
        )
        .map((text) => `${path.relative(repoRoot, file)}: "${text}"`);
    });
    expect(copies).toEqual([]);
  });
});
