import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signIn, skipTermsDialog } from "./shell-helpers.ts";

/**
 * Issue 35 #13: an employer adds a job tag on Posted Jobs, sees it on the job's detail, removes it there,
 * and after a reload the list no longer shows it (POST /jobs/{id}/tag, DELETE /jobs/tag/{id}). Seed:
 * apps/server/src/seed/jobwork.ts. Texts typed independently of the app's code.
 */
const invoiceUser = "invoiceuser@haulboard.test";
const job = "Boosted OTR Driver";
const tag = "Night runs";

test.beforeEach(async ({ context, baseURL }) => {
  test.slow();
  await skipTermsDialog(context, baseURL);
});

const rowOf = (page: Page) =>
  page.getByRole("grid", { name: "Posted Jobs" }).getByRole("row").filter({ hasText: job });

test("an employer adds a job tag on the list, sees it on the detail, removes it there, and the list loses it", async ({
  page,
}) => {
  await signIn(page, invoiceUser);
  await page.goto(`/company/jobs?q=${encodeURIComponent("boosted otr")}`);
  await expect(rowOf(page)).toBeVisible({ timeout: 30_000 });

  await page.getByRole("button", { name: `Edit tags of ${job}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit tags of ${job}` });
  const field = dialog.getByRole("textbox", { name: "New tag" });
  // Empty: the rule, nothing sent.
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(field).toHaveAccessibleDescription("Enter a tag");
  await field.fill(tag);
  await field.press("Enter");
  await expect(page.getByText("Updated successfully")).toBeVisible();
  await expect(dialog.getByRole("row", { name: tag })).toBeVisible();
  await expect(field).toHaveValue("");
  // The same tag again (any case) is refused with a reason.
  await field.fill(tag.toUpperCase());
  await field.press("Enter");
  await expect(field).toHaveAccessibleDescription("This job already has that tag");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page).getByRole("list", { name: `Tags of ${job}` })).toContainText(tag);

  await rowOf(page).getByRole("link", { name: job }).click();
  const tags = page.getByRole("region", { name: "Tags", exact: true });
  await expect(tags.getByRole("row", { name: tag })).toBeVisible();
  await tags.getByRole("button", { name: `Remove tag ${tag}` }).click();
  await expect(tags.getByRole("status")).toHaveText(/Tag “Night runs” removed\./);
  await expect(tags.getByRole("row", { name: tag })).toHaveCount(0);

  await page.goto(`/company/jobs?q=${encodeURIComponent("boosted otr")}`);
  await expect(rowOf(page)).toBeVisible({ timeout: 30_000 });
  await expect(rowOf(page)).not.toContainText(tag);
});
