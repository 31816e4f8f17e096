// News (issue 20): the largest contentful paint of a driver's post page (thumbnail, stored HTML) from the
// production build. The journey writes its own post with a thumbnail through the API as the demo news admin,
// then a driver opens it in a fresh browser context per run (signed in through /login first).
import { chromium } from "playwright";
import { chromiumArgs } from "../lib/chromium.ts";

const password = "Haulboard#2026";
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// A 1,600 × 900 PNG made by the browser's canvas would need a page; a real photo-sized file is not needed:
// the server re-encodes any image it accepts, so a small generated PNG exercises the same path.
const pngOf = async (page) =>
  Buffer.from(
    await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(1600, 900);
      const context = canvas.getContext("2d");
      const gradient = context.createLinearGradient(0, 0, 1600, 900);
      gradient.addColorStop(0, "#0f4c5c");
      gradient.addColorStop(1, "#e36414");
      context.fillStyle = gradient;
      context.fillRect(0, 0, 1600, 900);
      const blob = await canvas.convertToBlob({ type: "image/png" });
      return [...new Uint8Array(await blob.arrayBuffer())];
    }),
  );

const signIn = async (page, url, email) => {
  await page.goto(`${url}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL((target) => !target.pathname.startsWith("/login"), { timeout: 60_000 });
};

export const measurePostLcp = async ({ url, runs = 5 }) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
  try {
    // The news admin writes the post.
    const adminContext = await browser.newContext();
    await adminContext.addCookies([{ name: "termsAccepted", value: "true", url }]);
    const admin = await adminContext.newPage();
    await signIn(admin, url, "newsadmin@haulboard.test");
    const token = await admin.evaluate(() => localStorage.getItem("accessToken"));
    const headers = { authorization: `Bearer ${token}` };
    const channels = await (
      await admin.request.post(`${url}/api/v1/news/channels/search?offset=0&limit=1`, {
        headers,
        data: { filters: [{ field: "is_active", operator: "equals", value: true }] },
      })
    ).json();
    const channelId = channels.data[0].id;
    const upload = await admin.request.post(`${url}/api/v1/news/channels/${channelId}/upload-image`, {
      headers,
      multipart: { image: { name: "hero.png", mimeType: "image/png", buffer: await pngOf(admin) } },
    });
    const image = (await upload.json()).data;
    const paragraphs = Array.from(
      { length: 12 },
      (_, i) => `<p>Paragraph ${i + 1}: the scales on I-80 between Reno and Salt Lake City open at six.</p>`,
    ).join("");
    const created = await admin.request.post(`${url}/api/v1/admin/news/channels/${channelId}/posts`, {
      headers,
      data: {
        title: "Bench: scales open on I-80",
        thumbnail: image.image_url,
        body: `${paragraphs}<table><tbody><tr><th><p>Scale</p></th><th><p>Open</p></th></tr><tr><td><p>Wells</p></td><td><p>6:00</p></td></tr></tbody></table>`,
        is_active: true,
        scheduled_at: null,
      },
    });
    const postId = (await created.json()).data.id;
    await adminContext.close();

    const samples = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies([{ name: "termsAccepted", value: "true", url }]);
      const page = await context.newPage();
      await signIn(page, url, "driver@haulboard.test");
      await page.goto(`${url}/members/news/${postId}`, { waitUntil: "load" });
      await page.getByRole("heading", { level: 1, name: "Bench: scales open on I-80" }).waitFor();
      await page.locator("article img").first().waitFor();
      const lcp = await page.evaluate(
        () =>
          new Promise((resolve) => {
            new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
              type: "largest-contentful-paint",
              buffered: true,
            });
            setTimeout(() => resolve(Number.NaN), 5000);
          }),
      );
      samples.push(lcp);
      await context.close();
    }
    const finite = samples.filter(Number.isFinite);
    return { medianMs: finite.length ? median(finite) : Number.NaN, samplesMs: samples.map(Math.round) };
  } finally {
    await browser.close();
  }
};
