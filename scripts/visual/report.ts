// Builds test-results/visual/index.html from the failure files Vitest writes for a changed screenshot
// (<shot>-reference.png, <shot>-actual.png, <shot>-diff.png): one row per shot, the three side by side.
import { copyFileSync, existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char,
  );

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });

/**
 * Writes index.html into `dir`; returns the number of changed shots. Vitest writes the actual and diff
 * pictures; the expected one is copied beside them from the baselines (`<story file>/<shot>.png`, the
 * story file's path spelt with `~` in the failure folder's name), so the folder holds all three.
 */
export const writeReport = (dir: string, baselineDir: string): number => {
  const actuals = walk(dir).filter((file) => file.endsWith("-actual.png"));
  const rows = actuals.map((actual) => {
    const base = actual.slice(0, -"-actual.png".length);
    const reference = `${base}-reference.png`;
    const baseline = path.join(
      baselineDir,
      path.basename(path.dirname(base)).replaceAll("~", "/"),
      `${path.basename(base)}.png`,
    );
    if (!existsSync(reference) && existsSync(baseline)) copyFileSync(baseline, reference);
    const cell = (suffix: string, label: string) => {
      const file = path.relative(dir, `${base}-${suffix}.png`);
      return `<figure><figcaption>${label}</figcaption><a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${label}"></a></figure>`;
    };
    return `<section><h2>${escapeHtml(path.relative(dir, base))}</h2><div class="row">${cell("reference", "Expected (baseline)")}${cell("actual", "Actual")}${cell("diff", "Diff")}</div></section>`;
  });
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual changes (${actuals.length})</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem}h2{font-size:1rem;word-break:break-all}.row{display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem}img{width:100%;border:1px solid #888}figure{margin:0}</style>
</head><body><h1>Visual changes: ${actuals.length}</h1><p>Expected, actual and the difference (changed pixels in red). Accept with <code>pnpm test:visual --update</code>.</p>${rows.join("\n")}</body></html>\n`,
  );
  return actuals.length;
};
