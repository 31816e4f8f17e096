import optimizeLocales from "@react-aria/optimize-locales-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { inlineFavicon } from "./inlineFavicon.ts";
import { precompress } from "./precompress.ts";
import { prerenderPages } from "./prerenderPages.ts";
import { trimPreloadLists } from "./trimPreloadLists.ts";

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  // The server-side build (prerenderPages) needs the app's code only: no public files, no compression.
  plugins: isSsrBuild
    ? [react(), vanillaExtractPlugin()]
    : [
        react(),
        vanillaExtractPlugin(),
        // The portal speaks US English only: React Aria's strings for its other 33 locales (the search
        // field's "Clear search", the grid's sort announcements...) are left out of the bundle. A browser
        // in another locale gets the en-US strings, like the rest of the page.
        optimizeLocales.vite({ locales: ["en-US"] }),
        trimPreloadLists(),
        inlineFavicon(),
        prerenderPages(),
        precompress(),
      ],
  publicDir: isSsrBuild ? false : "public",
  build: {
    manifest: true,
    // Maps are written but not named in the chunks: a production server refuses every .map file
    // (apps/server securityHeaders.ts), so the comment would be ~40 bytes of dead weight per chunk
    // (2-4 KB gzip on a route's first load). Error tooling reads them from dist/assets.
    sourcemap: "hidden",
    target: "es2022",
    // One style sheet for the whole app, linked by index.html: fewer requests on a first visit (README).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: "framework", test: /node_modules[\\/].*(react|react-dom|scheduler|react-router)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { "/api": { target: apiTarget, changeOrigin: true } } },
}));
