import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { apiLogin, invoiceUser, postInvoiceJob } from "./job-helpers.ts";
import { signIn, skipTermsDialog } from "./shell-helpers.ts";

/**
 * Stored rich text as readers see it (issue 35 #6), against the real server and its CSP: the editor's
 * indent (30 px steps), font size and font family survive the server's sanitiser and show on the job
 * detail and the drivers' job page. The `cspViolations` fixture fails a journey on any blocked style.
 */
const styledDescription =
  '<p style="margin-left: 30px">Indented once.</p>' +
  '<p><span style="font-size: 24pt">Big words</span> and <span style="font-family: \'Courier New\', Courier, monospace">typed words</span>.</p>' +
  '<p style="position: fixed; margin-left: 30px" onclick="alert(1)">Only the indent stays.</p>';

/** A posted, paid job of the invoice company with `description`; answers its id. */
const postJob = async (request: APIRequestContext, title: string, description: string) =>
  postInvoiceJob(request, await apiLogin(request, invoiceUser, "e2erich1"), title, description);

const computed = (page: Page, text: string, property: string) =>
  page
    .getByText(text, { exact: true })
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

const expectFormattingShown = async (page: Page) => {
  await expect(page.getByText("Indented once.", { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(await computed(page, "Indented once.", "margin-left")).toBe("30px");
  // 24pt = 32px.
  expect(await computed(page, "Big words", "font-size")).toBe("32px");
  expect(await computed(page, "typed words", "font-family")).toMatch(/^"?Courier New"?, Courier, monospace$/);
  expect(await computed(page, "Only the indent stays.", "margin-left")).toBe("30px");
  expect(await computed(page, "Only the indent stays.", "position")).toBe("static");
};

test.beforeEach(async ({ context, baseURL }) => {
  test.slow();
  await skipTermsDialog(context, baseURL);
});

test("the editor's indent, font size and font family show on the job detail and the drivers' job page", async ({
  page,
  request,
  baseURL,
}) => {
  const jobId = await postJob(request, `Formatted Description ${Date.now().toString(36)}`, styledDescription);
  await signIn(page, invoiceUser);
  await page.goto(`/company/jobs/${jobId}/detail`);
  await expectFormattingShown(page);
  await expect(page.locator("[onclick]")).toHaveCount(0);

  await page.goto(`/company/jobs/${jobId}/job-content`);
  await expectFormattingShown(page);

  await page.context().clearCookies();
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await skipTermsDialog(page.context(), baseURL);
  await signIn(page, "driver230@drivers.haulboard.test");
  await page.goto(`/members/jobs/${jobId}`);
  await expectFormattingShown(page);
});

test("Save as PDF prints the description alone on A4 with 1 cm margins, from a stylesheet the CSP allows", async ({
  page,
  request,
}) => {
  const jobId = await postJob(request, `Printed Description ${Date.now().toString(36)}`, styledDescription);
  await signIn(page, invoiceUser);
  await page.goto(`/company/jobs/${jobId}/job-content`);
  await expect(page.getByText("Indented once.", { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.emulateMedia({ media: "print" });
  // What the print dialog would print, read while it is open.
  await page.evaluate(() => {
    const seen = window as unknown as { printed?: unknown };
    window.print = () => {
      const shown = (element: Element | null) =>
        element !== null && getComputedStyle(element).display !== "none";
      const pageRules = [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules].filter((rule): rule is CSSPageRule => rule instanceof CSSPageRule),
      );
      seen.printed = {
        navigation: [...document.querySelectorAll("nav, header, [role=toolbar]")].some(shown),
        description: shown(document.querySelector("[data-hb-printing]")),
        page: pageRules.map((rule) =>
          `${rule.style.getPropertyValue("size")} ${rule.style.getPropertyValue("margin")}`.toLowerCase(),
        ),
      };
    };
  });
  await page.getByRole("button", { name: "Save as PDF" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed?: unknown }).printed))
    .toEqual({ navigation: false, description: true, page: ["a4 1cm"] });
});
