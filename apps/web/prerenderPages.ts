import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "vite";
import type { PrerenderedPage } from "./src/prerender.tsx";

/** What the server reads (apps/server app.ts): which file answers which path, and when not. */
export interface PrerenderedEntry extends PrerenderedPage {
  readonly file: string;
}

const rootElement = '<div id="root"></div>';

/**
 * After the browser build, builds `src/prerender.tsx` for Node (a second, server-side build of the same
 * app), renders its pages and writes each as `prerendered/<name>.html`: the built index.html with the
 * page's markup in `#root`, and `prerendered/pages.json` for the server. Runs before `precompress`
 * (sequential hook), so the pages are compressed with the rest.
 */
export const prerenderPages = (): Plugin => {
  let root = "";
  let outDir = "";
  return {
    name: "haulboard-prerender-pages",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const serverDir = path.join(root, "node_modules/.prerender");
        await build({
          root,
          logLevel: "warn",
          build: { ssr: "src/prerender.tsx", outDir: serverDir, emptyOutDir: true, sourcemap: false },
        });
        const entry = pathToFileURL(path.join(serverDir, "prerender.js")).href;
        const { prerenderedPages, renderPage, portalShellPages } = (await import(
          entry
        )) as typeof import("./src/prerender.tsx");
        const template = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
        if (!template.includes(rootElement)) throw new Error(`index.html has no ${rootElement}.`);
        const pagesDir = path.join(outDir, "prerendered");
        fs.mkdirSync(pagesDir, { recursive: true });
        const written: PrerenderedEntry[] = [];
        const pages = [
          ...prerenderedPages.map((page) => ({ ...page, render: () => renderPage(page.path) })),
          ...portalShellPages(),
        ];
        for (const { render, ...page } of pages) {
          const markup = await render();
          const name = page.path.replace(/^\//, "").replaceAll("/", "-") || "index";
          const file = `${name}${page.whenCookie ? `.${page.whenCookie.value}` : ""}.html`;
          fs.writeFileSync(
            path.join(pagesDir, file),
            template.replace(rootElement, `<div id="root">${markup}</div>`),
          );
          written.push({ ...page, file });
        }
        fs.writeFileSync(path.join(pagesDir, "pages.json"), `${JSON.stringify(written, null, 2)}\n`);
        fs.rmSync(serverDir, { recursive: true, force: true });
      },
    },
  };
};
