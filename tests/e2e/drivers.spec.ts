import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { demoPassword, signIn, skipTermsDialog } from "./shell-helpers.ts";

// The drivers' side (issue 19): a driver with an empty profile fills it, searches by ZIP and radius, sees the
// boosted job first among equal matches, applies in one step; the employer sees matched candidates without
// names. driver010 has no profile in the demo seed (README demo list); the demo driver is deleted by
// members-driver.spec.ts, so it is not used here.
const driverEmail = "driver010@drivers.haulboard.test";
const employerEmail = "cardadmin@haulboard.test";

// One long journey (profile, search, job page, apply, applications) on a shared, loaded machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.beforeEach(async ({ context, baseURL }) => skipTermsDialog(context, baseURL));

const chooseOption = async (page: Page, label: string, value: string) => {
  await page.getByRole("button", { name: new RegExp(label) }).click();
  await page.getByRole("option", { name: value, exact: true }).click();
};

let jobPath = "";

test("a driver completes the profile, finds the boosted job first by ZIP and radius, and applies in one step", async ({
  page,
}) => {
  await signIn(page, driverEmail);
  await expect(page).toHaveURL(/\/members\/home$/);
  await page.getByRole("link", { name: "My profile" }).click();
  await expect(page).toHaveURL(/\/members\/settings\/profile$/);
  await expect(page.getByRole("link", { name: "Driver profile" })).toHaveAttribute("aria-current", "page");

  await chooseOption(page, "CDL status", "Class A CDL");
  const zip = page.getByRole("textbox", { name: "Home ZIP code" });
  // A short ZIP is refused in the form; an unknown one by the server, said under the field, not lost.
  await zip.fill("7410");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Enter five digits")).toBeVisible();
  await zip.fill("00000");
  await expect(page.getByText("Enter five digits")).toBeHidden();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Enter a valid US ZIP code")).toBeVisible();
  await expect(zip).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("textbox", { name: "Years of experience" }).fill("3");
  await zip.fill("74103");
  await expect(page.getByText("Enter a valid US ZIP code")).toBeHidden();
  await chooseOption(page, "Preferred home time", "Home Weekly");
  const endorsements = page.getByRole("group", { name: "Endorsements" });
  // The design system's checkboxes: the label takes the click (the input is visually hidden).
  await endorsements.getByText("H: Hazardous Materials", { exact: true }).click();
  await endorsements.getByText("T: Double/Triple Trailers", { exact: true }).click();
  await expect(endorsements.getByRole("checkbox", { name: /^H:/ })).toBeChecked();
  await page.getByRole("group", { name: "Job types driven" }).getByText("Flatbed", { exact: true }).click();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/v1/members/profile") && r.request().method() === "PATCH",
  );
  await page.getByRole("button", { name: "Save profile" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Updated successfully")).toBeVisible();
  await expect(page.getByText("Home: Tulsa, OK")).toBeVisible();

  await page.goto("/members/home");
  await expect(page.getByRole("textbox", { name: "ZIP code" })).toHaveValue("74103");
  await page.getByRole("searchbox", { name: "Search titles and descriptions" }).fill("OTR Flatbed");
  await chooseOption(page, "Distance", "Within 25 miles");
  const searched = page.waitForResponse(
    (r) =>
      r.url().endsWith("/api/v1/members/jobs/search") &&
      r.request().postData()?.includes('"radius":25') === true,
  );
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const answer = (await (await searched).json()) as {
    data: { title: string; match: number; featured: string | null }[];
  };
  expect(answer.data.length).toBeGreaterThanOrEqual(2);
  // The two OTR Flatbed jobs match this driver equally; the boosted one comes first.
  expect(answer.data[0]).toMatchObject({ title: "OTR Flatbed Driver", featured: "boost" });
  expect(Math.round(answer.data[1]!.match * 100)).toBe(Math.round(answer.data[0]!.match * 100));

  const results = page.getByRole("list", { name: "Jobs found" });
  const first = results.getByRole("listitem").first();
  await expect(first.getByText("Featured")).toBeVisible();
  await expect(first.getByText("has H and T")).toBeVisible();
  await expect(first.getByText("Less than 10 miles")).toBeVisible();
  await first.getByRole("link", { name: "OTR Flatbed Driver" }).click();
  await expect(page).toHaveURL(/\/members\/jobs\/\d+$/);
  jobPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name: "OTR Flatbed Driver" })).toBeVisible();
  await expect(page.getByText("Summit Card Carriers · Tulsa, OK")).toBeVisible();

  const applied = page.waitForResponse((r) => /\/api\/v1\/members\/jobs\/\d+\/apply$/.test(r.url()));
  await page.getByRole("button", { name: "Apply" }).click();
  expect((await applied).status()).toBe(200);
  await expect(page.getByText("Your application was sent")).toBeVisible();
  await expect(page.getByText(/^You applied on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply" })).toHaveCount(0);

  // A second application is refused by the server, whatever the page shows.
  const again = await page.evaluate(async (path) => {
    const token = localStorage.getItem("accessToken");
    const response = await fetch(`/api/v1${path}/apply`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: await response.json() };
  }, jobPath);
  expect(again).toEqual({
    status: 409,
    body: { errors: [{ message: "You have already applied to this job" }] },
  });

  await page.goto("/members/applications");
  const applications = page.getByRole("list", { name: "My applications" });
  await expect(applications.getByRole("listitem")).toHaveCount(1);
  await expect(applications.getByRole("link", { name: "OTR Flatbed Driver" })).toBeVisible();
  await expect(applications.getByText("Job status: Open")).toBeVisible();
});

test("the employer opens the job's candidates: at most 10 cards, blurred names, no names in the answer", async ({
  page,
}) => {
  expect(jobPath).not.toBe("");
  const jobId = jobPath.split("/").at(-1);
  await signIn(page, employerEmail);
  const listed = page.waitForResponse((r) => r.url().includes(`/api/v1/jobs/${jobId}/candidates`));
  await page.goto(`/company/jobs/${jobId}/candidates`);
  const answer = await listed;
  expect(answer.status()).toBe(200);
  const text = await answer.text();
  expect(text).not.toMatch(/first_name|last_name|email|phone|@/);
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the job's detail" })).toHaveAttribute(
    "href",
    `/company/jobs/${jobId}/detail`,
  );
  const cards = page
    .getByRole("list", { name: "Candidates" })
    .getByRole("listitem", { name: /^Candidate \d+$/ });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(10);
  await expect(page.getByText(/drivers? match(es)? this job/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Purchase" })).toBeDisabled();
});

/** Today's row of the job's statistics table (detail page): views and applications as numbers. */
const todaysStatistics = async (page: Page) => {
  const statistics = page.getByRole("region", { name: "Statistics" });
  await statistics.getByRole("button", { name: "Show as table" }).click();
  const today = statistics.getByRole("table").getByRole("row").last();
  const cells = await today.getByRole("cell").allTextContents();
  return { views: Number(cells[0]), applications: Number(cells[1]) };
};

test("the employer finds the driver among the job's applicants, and the statistics count a view and an application", async ({
  page,
  request,
}) => {
  expect(jobPath).not.toBe("");
  const jobId = jobPath.split("/").at(-1);
  await signIn(page, employerEmail);

  // The application of the first journey, at once, as "New", with the profile the driver filled.
  await page.goto(`/company/jobs/${jobId}/applicants`);
  await page.getByRole("searchbox", { name: "Search by name, email, phone or city" }).fill(driverEmail);
  // The search finds the driver by email; the grid shows the triage columns, the panel the whole record.
  const row = page
    .getByRole("grid", { name: "Applicants" })
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: /^Notes and tags of / }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("New", { exact: true })).toBeVisible();
  await expect(row).toContainText(/Class A/);
  await row.getByRole("button", { name: /^Notes and tags of / }).click();
  const panel = page.getByRole("dialog");
  await expect(panel).toContainText(driverEmail);
  for (const value of ["Tulsa", "74103", "H, T"]) await expect(panel).toContainText(value);
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);

  // Another driver (no profile in the seed) gives what applying needs, opens the job page and applies; the
  // detail's statistics for today count both.
  await page.goto(`/company/jobs/${jobId}/detail`);
  const before = await todaysStatistics(page);
  const login = await request.post("/api/v1/auth/login", {
    data: { email: "driver011@drivers.haulboard.test", password: demoPassword, device_id: "e2edrv11" },
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const profile = { cdl_status: "class_b", years_experience: 1, home_zip: "74012" };
  expect((await request.patch("/api/v1/members/profile", { headers, data: profile })).status()).toBe(200);
  expect((await request.get(`/api/v1/members/jobs/${jobId}`, { headers })).status()).toBe(200);
  expect((await request.post(`/api/v1/members/jobs/${jobId}/apply`, { headers })).status()).toBe(200);
  await page.reload();
  expect(await todaysStatistics(page)).toEqual({
    views: before.views + 1,
    applications: before.applications + 1,
  });
});
