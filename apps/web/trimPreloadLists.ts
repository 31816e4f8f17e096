import type { Plugin } from "vite";

/** What Vite's preload helper receives in a chunk: `const __vite__mapDeps=(…m.f=[…files]…)` on line 1. */
const listPattern =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;
const callPattern = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

interface ChunkFacts {
  readonly imports: readonly string[];
  readonly css: readonly string[];
}

/**
 * Drops from each chunk's preload list (`__vite__mapDeps`) the files the page already has when that chunk
 * runs: the entry's static imports and their style sheets (index.html links them) and the chunk's own
 * static imports and their style sheets (they were loaded, and their CSS awaited, before it ran). Vite's
 * preload helper skips such files at run time anyway; listing them cost every lazily loading chunk bytes
 * (the job wizard's first load carried ~3 KB gzip of them). The lists keep their order; the calls keep
 * their length (padded with spaces, which gzip folds away), so the source maps stay exact.
 */
export const trimPreloadLists = (): Plugin => ({
  name: "haulboard-trim-preload-lists",
  apply: "build",
  generateBundle: {
    order: "post",
    handler(_options, bundle) {
      const facts = new Map<string, ChunkFacts>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        facts.set(output.fileName, {
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      const closure = (fileName: string, seen: Set<string>) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        const chunk = facts.get(fileName);
        for (const css of chunk?.css ?? []) seen.add(css);
        for (const imported of chunk?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const atStart = new Set<string>();
      for (const output of Object.values(bundle))
        if (output.type === "chunk" && output.isEntry) closure(output.fileName, atStart);

      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const list = listPattern.exec(output.code);
        if (!list?.[1]) continue;
        const files = JSON.parse(list[1]) as string[];
        const present = closure(output.fileName, new Set(atStart));
        // The lists hold base-relative paths ("assets/x.js"); the bundle names files the same way.
        const kept = files.filter((file) => !present.has(file));
        if (kept.length === files.length) continue;
        const newIndex = new Map<number, number>();
        for (const [index, file] of files.entries()) {
          const at = kept.indexOf(file);
          if (at >= 0) newIndex.set(index, at);
        }
        const body = output.code.slice(list[0].length).replace(callPattern, (call, indices: string) => {
          const remapped = indices
            .split(",")
            .filter((index) => index !== "")
            .flatMap((index) => {
              const to = newIndex.get(Number(index));
              return to === undefined ? [] : [to];
            });
          const shorter = `__vite__mapDeps([${remapped.join(",")}])`;
          return shorter.padEnd(call.length, " ");
        });
        const head = list[0].replace(list[1], JSON.stringify(kept));
        output.code = head + body;
      }
    },
  },
});
