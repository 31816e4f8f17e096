// The whole employer loop as a new employer meets it (issue 35), at one width and theme, against a running
// portal with its demo data (`npm start`, or the server on a temp DATA_DIR):
//   BASE=http://localhost:3000 node scripts/walk/loop.mjs 500 dark
// Sign up → company → the wizard with a video, one address, Boost → card payment → the job → a driver applies →
// applicants, candidates, every settings tab → admin, news and ads. One full-page screenshot per step under
// reports/walk/ (out of git), named NN-<step>-<width>-<theme>.png; prints each step's sideways overflow
// (0 = none) and, at the end, any console error or 5xx. Look at the pictures: the walk finds what tests miss.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { chromium, expect } from "@playwright/test";

const base = process.env.BASE ?? "http://localhost:3000";
const width = Number(process.argv[2] ?? 1440);
const theme = process.argv[3] ?? "light";
const dir = process.env.WALK_DIR ?? "reports/walk";
mkdirSync(dir, { recursive: true });
const password = "Trucks&Miles2026";
const email = `owner.${Date.now().toString(36)}@fleet.test`;
const browser = await chromium.launch({
  ...(process.env.CHROMIUM_PATH ? { executablePath: process.env.CHROMIUM_PATH } : {}),
  args: ["--no-sandbox", "--disable-gpu"],
});
const problems = [];
const newPage = async () => {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    colorScheme: theme,
    baseURL: base,
  });
  const page = await context.newPage();
  page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
  page.on("response", (r) => r.status() >= 500 && problems.push(`5xx ${r.status()} ${r.url()}`));
  return page;
};
let step = 0;
const shot = async (page, name) => {
  step += 1;
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.waitForTimeout(300);
  await page
    .getByRole("status")
    .filter({ hasText: "Loading..." })
    .waitFor({ state: "detached", timeout: 10_000 })
    .catch(() => problems.push(`still Loading... at ${name}`));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const file = `${dir}/${String(step).padStart(2, "0")}-${name}-${width}-${theme}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(`${overflow === 0 ? "ok  " : "WIDE"} ${overflow} ${file}`);
};
const mp4 = () => {
  const bytes = randomBytes(16 * 1024);
  Buffer.from([0, 0, 0, 0x18]).copy(bytes, 0);
  Buffer.from("ftypisom\0\0\x02\0isomiso2", "latin1").copy(bytes, 4);
  return bytes;
};
const choose = async (page, label, value) => {
  await page.getByRole("button", { name: label }).click();
  await page.getByRole("option", { name: value, exact: true }).click();
};
const signIn = async (page, who) => {
  await page.context().addCookies([{ name: "termsAccepted", value: "true", url: base }]);
  await page.goto("/login");
  await page.getByLabel("Email").fill(who);
  await page.getByLabel("Password", { exact: true }).fill("Haulboard#2026");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
};

try {
  // 1. Sign up (first visit: the terms dialog).
  const page = await newPage();
  await page.goto("/signup");
  await shot(page, "signup-terms");
  const agree = page.getByRole("button", { name: /agree|accept/i });
  if (await agree.count()) await agree.first().click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Let's Go" }).click();
  await page.getByLabel("Confirm email").fill(email);
  await page.getByLabel("First name").fill("Dana");
  await page.getByLabel("Last name").fill("Whitfield");
  await page.getByLabel("Phone").fill("5552017788");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await shot(page, "signup-filled");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/company-info$/);
  await shot(page, "company-info");
  await page.getByLabel("Company name").fill(`Red River Freight ${width}${theme}`);
  await choose(page, /Company size/, "11-20 employees");
  await page.getByLabel("Company phone").fill("5550104400");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(/\/company-address$/);
  await page.getByRole("combobox", { name: /Address, city or ZIP code/ }).fill("78701");
  await page
    .getByRole("option", { name: /Austin/ })
    .first()
    .click();
  await shot(page, "company-address");
  await page.getByRole("button", { name: "Finish" }).click();
  await page.waitForURL(/\/company\/jobs$/);
  await shot(page, "jobs-empty");

  // 2. The wizard with a video, one address, boost, card payment.
  const title = `Flatbed driver ${width} ${theme}`;
  await page.goto("/company/jobs/new");
  await page.getByRole("textbox", { name: /Job title/ }).fill(title);
  await choose(page, /Job type/, "Flatbed");
  await choose(page, /Required experience/, "1+ Year");
  await choose(page, /Home time/, "Home Weekly");
  await page.getByRole("textbox", { name: /Expected pay/ }).fill("1450.50");
  await page
    .locator("label")
    .filter({ hasText: /^Dental/ })
    .click();
  await page
    .locator('input[type="file"][accept^="video/"]')
    .setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: mp4() });
  await expect(page.getByRole("region", { name: "Upload of clip.mp4" }).getByText(/^Uploaded/)).toBeVisible({
    timeout: 20_000,
  });
  await shot(page, "wizard-content");
  await page.getByRole("button", { name: "Next" }).click();
  await page.waitForURL(/targeting-address$/);
  await page.getByRole("combobox", { name: /Search a US address/ }).fill("73108");
  await page.getByRole("option", { name: "Oklahoma City, OK 73108, USA" }).click({ timeout: 15_000 });
  await shot(page, "wizard-address");
  await page.getByRole("button", { name: "Next" }).click();
  await page.waitForURL(/\/addons$/);
  await page
    .locator("label")
    .filter({ hasText: /^Boost/ })
    .click();
  await shot(page, "wizard-addons");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("textbox", { name: /Card number/ }).waitFor();
  await shot(page, "wizard-payment");
  const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, "0");
  await page.getByRole("textbox", { name: /Card number/ }).fill("4242424242424242");
  await page.getByRole("textbox", { name: /Name on the card/ }).fill("Dana Whitfield");
  await page.getByRole("textbox", { name: /Expiration date/ }).fill(`12/${nextYear}`);
  await page.getByRole("textbox", { name: /Security number/ }).fill("123");
  await page.getByRole("button", { name: /^Pay/ }).click();
  await page.waitForURL(/\/company\/jobs$/, { timeout: 20_000 });
  await shot(page, "jobs-posted");
  await page.getByRole("row").filter({ hasText: title }).first().getByRole("link", { name: title }).click();
  await page.waitForURL(/\/detail$/);
  const jobId = /\/jobs\/(\d+)\//.exec(page.url())?.[1];
  await shot(page, "job-detail");

  // 3. A driver applies.
  const driver = await newPage();
  await signIn(driver, "driver@haulboard.test");
  await driver.goto(`/members/jobs/${jobId}`);
  await driver.getByRole("heading", { name: title }).first().waitFor();
  await shot(driver, "driver-job");
  await driver.getByRole("button", { name: "Apply" }).click();
  await driver
    .getByRole("button", { name: "Apply" })
    .waitFor({ state: "detached", timeout: 15_000 })
    .catch(() => {});
  await shot(driver, "driver-applied");
  await driver.goto("/members/applications");
  await shot(driver, "driver-applications");
  await driver.context().close();

  // 4. The employer works the applicant, then settings and billing.
  await page.goto(`/company/jobs/${jobId}/applicants`);
  await shot(page, "applicants");
  await page.goto(`/company/jobs/${jobId}/candidates`);
  await shot(page, "candidates");
  for (const path of [
    "account-settings",
    "company-settings",
    "address-settings",
    "employees",
    "payment",
    "billing",
    "password",
  ]) {
    await page.goto(`/company/settings/${path}`);
    await shot(page, `settings-${path}`);
  }
  await page.context().close();

  // 5. Admin, news, ads.
  for (const [who, paths] of [
    ["admin@haulboard.test", ["/admin/company-list", "/admin/user-management"]],
    ["newsadmin@haulboard.test", ["/news"]],
    ["ads@haulboard.test", ["/ads", "/ads/manage/new"]],
  ]) {
    const other = await newPage();
    await signIn(other, who);
    for (const path of paths) {
      await other.goto(path);
      await shot(other, path.replace(/\//g, "_").slice(1));
    }
    await other.context().close();
  }
} catch (error) {
  console.log("STOPPED:", error.message.split("\n").slice(0, 6).join("\n"));
} finally {
  console.log(problems.length ? problems.join("\n") : "no console errors, no 5xx");
  await browser.close();
}
