import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { apiLogin, invoiceUser, postInvoiceJob } from "./job-helpers.ts";
import { signIn, skipTermsDialog } from "./shell-helpers.ts";

/**
 * Issue 35 #8: the job-description editor inserts images as news bodies do — the toolbar's "Insert
 * image" and a pasted image file both upload (POST /jobs/multimedia/upload-image) and insert, a wide one
 * scaled to 720 px — and after saving, the job detail and the drivers' job page show them (the server's
 * sanitiser keeps them, the CSP lets them load). Texts typed independently of the app's code.
 */
/** A posted, paid job of the invoice company; answers its id. */
const postJob = async (request: APIRequestContext, title: string) =>
  postInvoiceJob(request, await apiLogin(request, invoiceUser, "e2eimg01"), title, "<p>Our trucks.</p>");

/** A PNG of this size drawn by the browser, as base64. */
const pngBase64 = (page: Page, width: number, height: number, colour: string) =>
  page.evaluate(
    async ({ width, height, colour }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no canvas");
      context.fillStyle = colour;
      context.fillRect(0, 0, width, height);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
      let text = "";
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    { width, height, colour },
  );

/** The images the stored description shows in the region, once each has loaded. */
const expectImagesShown = async (page: Page, count: number) => {
  const images = page.locator('img[src*="/media/jobs/"]');
  await expect(images).toHaveCount(count, { timeout: 30_000 });
  for (const image of await images.all()) {
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(images.first()).toHaveAttribute("width", "720");
};

test.beforeEach(async ({ context, baseURL }) => {
  test.slow();
  await skipTermsDialog(context, baseURL);
});

test("an employer inserts an image in a job description with the button and by pasting, saves, and the job detail and drivers' page show them", async ({
  page,
  request,
  baseURL,
}) => {
  const jobId = await postJob(request, `Pictured Job ${Date.now().toString(36)}`);
  await signIn(page, invoiceUser);
  await page.goto(`/company/jobs/${jobId}/job-content`);
  const editor = page.getByRole("textbox", { name: "Job description" });
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await editor.click();
  await page.keyboard.press("End");

  // The toolbar's button: a 1000 px wide photo is scaled to 720.
  const wide = await pngBase64(page, 1000, 500, "#0a7");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Insert image" }).click();
  await (await chooser).setFiles({
    name: "truck.png",
    mimeType: "image/png",
    buffer: Buffer.from(wide, "base64"),
  });
  await expect(editor.locator('img[src*="/media/jobs/"]')).toHaveCount(1, { timeout: 30_000 });
  await expect(editor.locator("img").first()).toHaveAttribute("width", "720");

  // A pasted image file uploads and inserts too (it used to vanish).
  const small = await pngBase64(page, 200, 100, "#c30");
  await editor.evaluate((element, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], "logo.png", { type: "image/png" }));
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, small);
  await expect(editor.locator('img[src*="/media/jobs/"]')).toHaveCount(2, { timeout: 30_000 });

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Updated successfully")).toBeVisible({ timeout: 30_000 });

  await page.goto(`/company/jobs/${jobId}/detail`);
  await expectImagesShown(page, 2);

  await page.context().clearCookies();
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await skipTermsDialog(page.context(), baseURL);
  await signIn(page, "driver230@drivers.haulboard.test");
  await page.goto(`/members/jobs/${jobId}`);
  await expectImagesShown(page, 2);
});
