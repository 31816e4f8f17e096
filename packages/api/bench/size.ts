/**
 * What the API client and the login schemas add to the login route, minified and gzipped.
 * Bundles tiny route entries with Vite (Rolldown) as the app does (code splitting on), with React
 * Query and React left out (the app ships them anyway). The route's cost is its entry chunk plus the
 * chunks it imports statically; resource chunks the client loads on first use are reported apart.
 * Prints a line and a JSON summary per entry; exits 1 when a route is over 40 KB gzip.
 *
 *   pnpm --dir packages/api bench        (or `node bench/size.ts` from packages/api)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const packageRoot = resolve(import.meta.dirname, "..");
const budgetBytes = 40 * 1024;

const entries: Record<string, string> = {
  // The login screen as the app builds it: the full client (its resources load on first use), the token
  // store, the alert rule, and the sign-in calls.
  "login route (makeApiClient + auth.login)": `
    import { makeApiClient, makeTokenStore, toAlertMessage } from "${packageRoot}/src/index.ts";
    const client = makeApiClient({ tokenStore: makeTokenStore() });
    export const signIn = (body) => client.auth.login({ body });
    export const signInWithProvider = (body) => client.auth.loginSocial({ body });
    export { toAlertMessage };
  `,
  // The leanest form: the core caller and the Auth descriptors only.
  "login route (makeApiCaller + Auth)": `
    import { makeApiCaller, makeTokenStore, toAlertMessage, Auth } from "${packageRoot}/src/index.ts";
    const client = makeApiCaller({ tokenStore: makeTokenStore() });
    export const signIn = (body) => client.call(Auth.login, { body });
    export { toAlertMessage };
  `,
};

// Inside the package so bare imports (effect) resolve from its node_modules.
mkdirSync(join(packageRoot, "node_modules", ".cache"), { recursive: true });
const directory = mkdtempSync(join(packageRoot, "node_modules", ".cache", "size-"));
const results: Array<{
  name: string;
  minifiedBytes: number;
  gzipBytes: number;
  withinBudget: boolean;
  /** Resource chunks other routes load on their first call (not part of the login route). */
  lazyChunksGzipBytes: number;
}> = [];
try {
  for (const [name, source] of Object.entries(entries)) {
    const entry = join(directory, `${results.length}.js`);
    writeFileSync(entry, source);
    const output = await build({
      configFile: false,
      logLevel: "silent",
      build: {
        write: false,
        minify: true,
        // An app build (not library mode, which inlines dynamic imports), with the entry's exports kept.
        rollupOptions: {
          input: entry,
          preserveEntrySignatures: "strict",
          external: ["react", "react/jsx-runtime", "@tanstack/react-query", "msw"],
        },
      },
    });
    const chunks = (Array.isArray(output) ? output : [output])
      .flatMap((o) => ("output" in o ? o.output : []))
      .flatMap((chunk) => (chunk.type === "chunk" ? [chunk] : []));
    const gzip = (code: string) => gzipSync(code, { level: 9 }).length;
    // The route's cost: the entry chunk and every chunk it imports statically.
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const route = new Set<string>();
    const visit = (fileName: string) => {
      if (route.has(fileName)) return;
      route.add(fileName);
      for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
    };
    for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
    const routeCode = chunks.filter((chunk) => route.has(chunk.fileName)).map((chunk) => chunk.code);
    const lazyCode = chunks.filter((chunk) => !route.has(chunk.fileName)).map((chunk) => chunk.code);
    const gzipBytes = gzip(routeCode.join("\n"));
    results.push({
      name,
      minifiedBytes: routeCode.join("\n").length,
      gzipBytes,
      withinBudget: gzipBytes <= budgetBytes,
      lazyChunksGzipBytes: lazyCode.reduce((sum, code) => sum + gzip(code), 0),
    });
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}

for (const result of results) {
  console.log(
    `${result.name}: ${(result.minifiedBytes / 1024).toFixed(1)} KB min, ${(result.gzipBytes / 1024).toFixed(1)} KB gzip` +
      ` (budget ${budgetBytes / 1024} KB: ${result.withinBudget ? "ok" : "OVER"})` +
      (result.lazyChunksGzipBytes > 0
        ? `; other resources load on first use: ${(result.lazyChunksGzipBytes / 1024).toFixed(1)} KB gzip in chunks`
        : ""),
  );
}
console.log(JSON.stringify(results));
process.exitCode = results.every((result) => result.withinBudget) ? 0 : 1;
