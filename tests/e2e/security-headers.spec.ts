import { brotliCompressSync, constants } from "node:zlib";
import { expect, test } from "./fixtures.ts";

test("the app's pages carry a strict Content-Security-Policy and the built page has no inline script", async ({
  request,
}) => {
  const response = await request.get("/login");
  expect(response.status()).toBe(200);
  const csp = response.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-inline");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [tag, attributes, body] of scripts) {
    // Same-origin files only: the built bundles, and /theme.js (the theme set before the first paint).
    expect(attributes, tag).toMatch(/\bsrc="\/(assets\/[^"]+|theme\.js)"/);
    expect(body?.trim(), tag).toBe("");
  }
  expect(html).not.toMatch(/<style\b|\sstyle="/);
});

test("the journeys' CSP check sees a violation: an injected inline script and style are blocked and reported", async ({
  page,
  cspViolations,
}) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.head.append(script);
    const style = document.createElement("style");
    style.textContent = "body { display: none }";
    document.head.append(style);
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  expect(cspViolations.join("\n")).toMatch(/script-src/);
  expect(cspViolations.join("\n")).toMatch(/style-src/);
  // Seen and expected: clear them so the fixture's own check passes.
  cspViolations.length = 0;
});

test("a first visit to /login gets every script and style sheet compressed, down to the small chunks", async ({
  page,
}) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  // Every script and style sheet the page has loaded, as the browser lists them: read once the page has
  // asked for its route's chunks, however slowly a loaded machine serves them.
  const loaded = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.name),
    );
  await expect.poll(async () => (await loaded()).length).toBeGreaterThan(20);
  const files = await Promise.all(
    (await loaded()).map(async (url) => {
      const response = await page.request.get(url, { headers: { "accept-encoding": "br, gzip" } });
      const body = await response.body();
      return { url, encoding: response.headers()["content-encoding"], size: body.length, body };
    }),
  );
  // A small file goes as is where brotli would not save the two headers a compressed answer adds
  // (`Content-Encoding`, `Vary`: 48 bytes, apps/web/precompress.ts); every other one goes as br.
  const uncompressed = files
    .filter((file) => file.encoding !== "br")
    .filter(
      (file) =>
        brotliCompressSync(file.body, { params: { [constants.BROTLI_PARAM_SIZE_HINT]: file.size } }).length +
          48 <
        file.size,
    )
    .map(({ url, size }) => ({ url, size }));
  expect(uncompressed).toEqual([]);
});
