// First-load JavaScript per route of the built web app, in gzip bytes, read from Vite's manifest.
// A route module lives in a feature package's src/routes/<name>.tsx (loaded lazily through the feature's
// route objects); its first load is the entry's static import closure, plus its layout routes' (the portal
// route table with the portal frame, apps/web `routes/portal.tsx`, for every page behind sign-in; the
// wizard's frame for its steps), plus the route chunk's static import closure.
// What a page loads on demand later (a dialog, the grid's table, the editor) is not part of it.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

const closure = (manifest, key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
};

/** The layout routes each page renders inside (the router nests them), by the page's route module name. */
const layoutsOf = (route) => [
  // The portal areas' route table with the portal frame (apps/web/src/routes/portal.tsx) for every page
  // behind sign-in.
  ...(/^(admin|members|company|news|ads)(-|$)|^shell-placeholder$/.test(route) ? ["portal"] : []),
  // The wizard's steps render inside its frame (`company-wizard.tsx`, the `/company/jobs/new` layout route).
  ...(/^company-wizard-/.test(route) ? ["company-wizard"] : []),
  // The settings sections render inside the settings frame (`company-settings.tsx`).
  ...(/^company-settings-/.test(route) ? ["company-settings"] : []),
];

export const measureRoutes = (distDir) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8"));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error("no entry in the Vite manifest");
  const entry = closure(manifest, entryKey);
  const bytes = (keys) =>
    [...keys].reduce((sum, key) => sum + gzipSize(path.join(distDir, manifest[key].file)), 0);
  const rows = [{ route: "(entry)", gzipBytes: bytes(entry) }];
  for (const key of Object.keys(manifest).sort()) {
    const match = /src\/routes\/(.+)\.tsx$/.exec(key);
    if (!match) continue;
    const firstLoad = new Set(entry);
    for (const layout of layoutsOf(match[1])) {
      const layoutKey = Object.keys(manifest).find((k) => k.endsWith(`src/routes/${layout}.tsx`));
      if (layoutKey) closure(manifest, layoutKey, firstLoad);
    }
    const keys = closure(manifest, key, firstLoad);
    rows.push({ route: match[1], gzipBytes: bytes(keys) });
  }
  return rows;
};

/**
 * What a module loaded on demand by a route adds once the route is on screen: its static import closure
 * minus everything the route's first load already brought (gzip bytes of each chunk, summed).
 */
export const measureOnDemand = (distDir, route, moduleSuffixes) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8"));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const routeKey = Object.keys(manifest).find((key) => key.endsWith(`src/routes/${route}.tsx`));
  const moduleKeys = moduleSuffixes.map((suffix) =>
    Object.keys(manifest).find((key) => key.endsWith(suffix)),
  );
  if (!routeKey || moduleKeys.some((key) => key === undefined)) return undefined;
  const firstLoad = closure(manifest, routeKey, closure(manifest, entryKey));
  const onDemand = moduleKeys.reduce((seen, key) => closure(manifest, key, seen), new Set());
  const added = [...onDemand].filter((key) => !firstLoad.has(key));
  return added.reduce((sum, key) => sum + gzipSize(path.join(distDir, manifest[key].file)), 0);
};
