import type { Response } from "@playwright/test";
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
  const files: { url: string; encoding: string | undefined; size: number }[] = [];
  const pending: Promise<void>[] = [];
  const collect = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    pending.push(
      response.body().then((body) => {
        files.push({
          url: response.url(),
          encoding: response.headers()["content-encoding"],
          size: body.length,
        });
      }),
    );
  };
  page.on("response", collect);
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // A chunk asked for after this point is not read: its body would outlive the test.
  page.off("response", collect);
  await Promise.all(pending);
  expect(files.length).toBeGreaterThan(20);
  // A file of a few dozen bytes goes as is: the compressed copy would not pay for its two headers.
  const uncompressed = files.filter((file) => file.size >= 128 && file.encoding !== "br");
  expect(uncompressed).toEqual([]);
});
