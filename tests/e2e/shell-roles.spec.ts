import { expect, test } from "./fixtures.ts";
import { logOut, navigationEntries, signIn, skipTermsDialog } from "./shell-helpers.ts";

/**
 * Each seeded role signs in and lands where access §4 says, with exactly the navigation of §2 and the portals
 * of §6 (the switcher only with two or more). The driver's journey is in members-driver.spec.ts, which also
 * deletes that account.
 */
interface Expectation {
  readonly email: string;
  readonly lands: RegExp;
  readonly navigation: { readonly name: string; readonly entries: readonly string[] };
  /** The switcher's portals; undefined when the switcher must not show. */
  readonly portals?: readonly string[];
  readonly title: string;
}

const adminNavigation = { name: "Admin Portal", entries: ["Company List", "User Management", "Log out"] };
const adminPortals = ["Admin Portal", "Company Portal", "News Portal", "ADs Portal"];
const companyNavigation = {
  name: "Company Portal",
  entries: ["Create New Job", "Posted Jobs", "Recommend", "Settings", "Log out"],
};

const expectations: readonly Expectation[] = [
  {
    email: "superadmin@haulboard.test",
    lands: /\/admin\/company-list$/,
    navigation: adminNavigation,
    portals: adminPortals,
    title: "Admin | Haulboard",
  },
  {
    email: "admin@haulboard.test",
    lands: /\/admin\/company-list$/,
    navigation: adminNavigation,
    portals: adminPortals,
    title: "Admin | Haulboard",
  },
  {
    // The internal user may not open company settings (§6 route access), so Settings is left out.
    email: "internal@haulboard.test",
    lands: /\/company\/jobs$/,
    navigation: {
      name: "Company Portal",
      entries: ["Create New Job", "Posted Jobs", "Recommend", "Log out"],
    },
    title: "Haulboard",
  },
  {
    email: "companyadmin@haulboard.test",
    lands: /\/company\/jobs$/,
    navigation: companyNavigation,
    title: "Haulboard",
  },
  {
    email: "employer@haulboard.test",
    lands: /\/company\/jobs$/,
    navigation: companyNavigation,
    title: "Haulboard",
  },
  {
    email: "newsadmin@haulboard.test",
    lands: /\/news$/,
    navigation: { name: "News Portal", entries: ["News Channels", "Log out"] },
    title: "Haulboard",
  },
  {
    email: "ads@haulboard.test",
    lands: /\/ads$/,
    navigation: { name: "ADs Portal", entries: ["Manage Ads", "Settings", "Log out"] },
    title: "Haulboard",
  },
];

test.describe("each seeded role lands where the spec says", () => {
  test.beforeEach(async ({ context, baseURL }) => skipTermsDialog(context, baseURL));

  for (const expected of expectations) {
    test(`${expected.email} lands on ${expected.lands.source} with its navigation and portals`, async ({
      page,
    }) => {
      await signIn(page, expected.email);
      await expect(page).toHaveURL(expected.lands);
      await expect(page).toHaveTitle(expected.title);
      await expect(
        page.getByRole("navigation", { name: expected.navigation.name, exact: true }),
      ).toBeVisible();
      expect(await navigationEntries(page, expected.navigation.name)).toEqual(expected.navigation.entries);
      if (expected.portals) {
        expect(await navigationEntries(page, "Portals")).toEqual(expected.portals);
      } else {
        await expect(page.getByRole("navigation", { name: "Portals" })).toHaveCount(0);
      }
    });
  }

  test("an employer without a company lands on company creation", async ({ page }) => {
    await signIn(page, "newemployer@haulboard.test");
    await expect(page).toHaveURL(/\/company-info$/);
  });

  test("a news contributor who is also a company user gets the company and news portals", async ({
    page,
  }) => {
    await signIn(page, "contributor@haulboard.test");
    await expect(page).toHaveURL(/\/(news|company-info)$/);
    await page.goto("/news");
    expect(await navigationEntries(page, "Portals")).toEqual(["Company Portal", "News Portal"]);
    expect(await navigationEntries(page, "News Portal")).toEqual(["News Channels", "Log out"]);
  });

  test("a company user opening the admin area goes to login, told which account it needs", async ({
    page,
  }) => {
    await signIn(page, "employer@haulboard.test");
    await page.goto("/admin/company-list");
    // Access §2: protected routes send the visitor to login "when the role does not match".
    await expect(page).toHaveURL(/\/login\?role=admin$/);
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText(/This page needs an admin account\. Sign in with one to open it\./);
    // The way back to the portal signed in to.
    await alert.getByRole("link", { name: "Back to the Company Portal" }).click();
    await expect(page).toHaveURL(/\/company\/jobs$/);
  });

  test("a company user opening the drivers' home goes to login; signing in there replaces the session", async ({
    page,
  }) => {
    await signIn(page, "employer@haulboard.test");
    await page.goto("/members/home");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("alert")).toHaveText(/This page needs a driver account\. Sign in with one/);
    await expect(page.getByText("Drivers Portal")).toHaveCount(0);
    // A seeded driver other than driver@ (members-driver.spec.ts deletes that one).
    await page.getByLabel("Email").fill("driver012@drivers.haulboard.test");
    await page.getByLabel("Password", { exact: true }).fill("Haulboard#2026");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/members\/home$/);
  });

  test("a signed-in user opening /login or /signup goes to their landing page", async ({ page }) => {
    await signIn(page, "ads@haulboard.test");
    await expect(page).toHaveURL(/\/ads$/);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/ads$/);
    await page.goto("/signup");
    await expect(page).toHaveURL(/\/ads$/);
    await expect(page.getByRole("navigation", { name: "ADs Portal", exact: true })).toBeVisible();
  });

  test("the admin portal switcher opens the company portal, and logging out asks first", async ({ page }) => {
    await signIn(page, "admin@haulboard.test");
    await page
      .getByRole("navigation", { name: "Portals" })
      .getByRole("link", { name: "Company Portal" })
      .click();
    await expect(page).toHaveURL(/\/company\/jobs$/);
    await expect(page).toHaveTitle("Haulboard");
    await page
      .getByRole("navigation", { name: "Company Portal", exact: true })
      .getByRole("button", { name: "Log out" })
      .click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "No" }).click();
    await expect(page).toHaveURL(/\/company\/jobs$/);
    await logOut(page, "Company Portal");
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
    await page.goto("/company/jobs");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("the area redirects", () => {
  test.beforeEach(async ({ context, baseURL }) => skipTermsDialog(context, baseURL));

  test("/ goes to login; /admin and /company go to their first screen", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, "superadmin@haulboard.test");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/company-list$/);
    await page.goto("/company");
    await expect(page).toHaveURL(/\/company\/jobs$/);
  });
});

test("an unknown page shows the error page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
  await expect(page.getByText("Sorry, an unexpected error has occurred.")).toBeVisible();
  await expect(page.getByText("404 Not Found")).toBeVisible();
});

test("the email-verification link's landing shows the success message", async ({
  page,
  context,
  baseURL,
}) => {
  await skipTermsDialog(context, baseURL);
  await page.goto("/login?validated=true");
  await expect(page.getByText("Your email has been verified.")).toBeVisible();
});
