import { createRequire } from "node:module";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  canAccessRoute,
  type Portal,
  portalLabel,
  portalOfPath,
  type Role,
  RoleName,
  routeAccessTable,
} from "../../packages/domain/src/index.ts";
import { expect, test } from "./fixtures.ts";
import { demoPassword, signIn, skipTermsDialog } from "./shell-helpers.ts";

/**
 * The layout sweep (issue 13, issue 44): one user per portal signs in once (one browser context) and visits
 * every route of the portal, taken from the route access table (@haulboard/domain `routeAccessTable`), so
 * a new route is swept without anyone adding it here. Each route is seen at 1440, 1230, 768 and 500 px in
 * turn. On every page: no sideways scroll of the document or of `main`, and every navigation entry and
 * header action is on screen or reachable through the header (the navigation drawer and the header menu up
 * to 768 px; both are opened once per portal and width). The first visit of each route also runs axe in the
 * light and the dark theme at 1230 px: 0 violations. No fixed waits: each step waits for the page's heading
 * and its requests. A route with a `:id` takes the id of the first link on an earlier page that leads there
 * (or to a page under the same prefix).
 */
interface PortalSweep {
  readonly portal: Portal;
  readonly email: string;
  readonly role: Role;
  /** Whether the portal switcher shows (two or more portals). */
  readonly hasSwitcher: boolean;
}

const portalSweeps: readonly PortalSweep[] = [
  { portal: "admin", email: "admin@haulboard.test", role: RoleName.admin, hasSwitcher: true },
  {
    portal: "company",
    // A company admin whose company has jobs (the payment demo's invoice company), so every job route has
    // a job to show.
    email: "invoiceadmin@haulboard.test",
    role: RoleName.companyAdmin,
    hasSwitcher: false,
  },
  { portal: "drivers", email: "driver013@drivers.haulboard.test", role: RoleName.driver, hasSwitcher: false },
  { portal: "news", email: "newsadmin@haulboard.test", role: RoleName.newsAdmin, hasSwitcher: false },
  { portal: "ads", email: "ads@haulboard.test", role: RoleName.adsAdmin, hasSwitcher: false },
];

/** The portal's protected routes its user may open, pages without a parameter first. */
const routesOf = (sweep: PortalSweep): string[] =>
  routeAccessTable
    .filter((entry) => entry.rule.kind !== "public" && portalOfPath(entry.pattern) === sweep.portal)
    .map((entry) => entry.pattern)
    .filter((pattern) => canAccessRoute(pattern.replace(/:[^/]+/g, "1"), [sweep.role]))
    .sort((a, b) => Number(a.includes(":")) - Number(b.includes(":")));

/** The route count of the sweep (reported by the suite's title). */
const sweptRoutes = portalSweeps.reduce((count, sweep) => count + routesOf(sweep).length, 0);

/** A parameter's value from the links seen so far: the whole pattern first, then its prefix. */
const resolve = (pattern: string, links: ReadonlySet<string>): string | undefined => {
  const whole = new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/?#]+")}$`);
  for (const link of links) if (whole.test(link)) return link;
  const prefix = pattern.slice(0, pattern.indexOf("/:"));
  const idAfter = new RegExp(`^${prefix}/([^/?#]+)`);
  for (const link of links) {
    const id = idAfter.exec(link)?.[1];
    if (id !== undefined && /^\d+$/.test(id)) return pattern.replace(/:[^/]+/g, id);
  }
  return undefined;
};

/**
 * Routes whose id no page links to (a list opens its records from a menu or a button), by the pattern's
 * start: the API list the sweep takes a sample id from, as the portal's own user. Any other unresolved
 * route fails the sweep.
 */
const sampleSources: readonly (readonly [prefix: string, source: string, searchBody?: object])[] = [
  ["/ads/manage/:id", "/api/v1/ads?limit=1"],
  ["/company/jobs/:id", "/api/v1/jobs?limit=1"],
  ["/admin/company-list/:id", "/api/v1/jobs?limit=1"],
  // The drivers' home links its search results, but the search may still be running when the home is swept.
  ["/members/jobs/:id", "/api/v1/members/jobs/search", { limit: 1 }],
];

const sampleFromApi = async (request: APIRequestContext, email: string, pattern: string) => {
  const [, source, searchBody] = sampleSources.find(([prefix]) => pattern.startsWith(prefix)) ?? [];
  if (source === undefined) return undefined;
  const login = await request.post("/api/v1/auth/login", {
    data: { email, password: demoPassword, device_id: "e2esweep" },
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const listed = await (searchBody === undefined
    ? request.get(source, { headers })
    : request.post(source, { headers, data: searchBody }));
  const first = ((await listed.json()) as { data: { id: number }[] }).data[0];
  return first === undefined ? undefined : pattern.replace(/:[^/]+/g, String(first.id));
};

const widths = [1440, 1230, 768, 500] as const;
const axeWidth = 1230;
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
/** Routes already checked by axe (each once, by the first role that visits it). */
const axeChecked = new Set<string>();

/** Waits until the page shows its heading and its requests have settled (grids fill their rows). */
const settle = async (page: Page) => {
  await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

/** How far the document or `main` scrolls sideways (0 when neither does). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const main = document.querySelector("main");
    return Math.max(
      Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth,
      main ? main.scrollWidth - main.clientWidth : 0,
    );
  });

/** The names of a navigation landmark's entries, each checked to be on screen. */
const entriesOnScreen = async (scope: Locator, name: string) => {
  const navigation = scope.getByRole("navigation", { name, exact: true });
  const entries = navigation.getByRole("listitem");
  await expect(entries.first()).toBeVisible();
  const names: string[] = [];
  for (const entry of await entries.all()) {
    await expect(entry).toBeInViewport({ ratio: 1 });
    names.push((await entry.textContent())?.trim() ?? "");
  }
  return names;
};

const runAxe = async (page: Page, theme: "light" | "dark") => {
  await page.evaluate((choice) => document.documentElement.setAttribute("data-theme", choice), theme);
  // Colours may transition: let every running animation end before measuring contrast.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document);
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.html.slice(0, 160)} ${node.failureSummary}`).join(", ")}`,
    );
  });
  return violations;
};
interface AxeResults {
  readonly violations: readonly {
    readonly id: string;
    readonly nodes: readonly { html: string; failureSummary: string }[];
  }[];
}

test.describe(`every route of every portal (${sweptRoutes} routes)`, () => {
  for (const sweep of portalSweeps) {
    test(`${portalLabel(sweep.portal)} as ${sweep.email}: every route at 1440, 1230, 768 and 500 px`, async ({
      context,
      page,
      baseURL,
      request,
    }) => {
      const routes = routesOf(sweep);
      // A limit for a hang, not a speed measure: CI shares two cores with the story run.
      test.setTimeout(45_000 + routes.length * (process.env.CI ? 40_000 : 20_000));
      // Reduced motion: drawers and menus open without animating, which keeps the sweep fast.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await skipTermsDialog(context, baseURL);
      await context.addInitScript({ path: axePath });
      await signIn(page, sweep.email);

      const links = new Set<string>();
      const unresolved: string[] = [];
      const framesChecked = new Set<string>();
      let wideNavigation: string[] | undefined;
      for (const pattern of routes) {
        const path = pattern.includes(":")
          ? (resolve(pattern, links) ?? (await sampleFromApi(request, sweep.email, pattern)))
          : pattern;
        if (path === undefined) {
          unresolved.push(pattern);
          continue;
        }
        const navigation = portalLabel(portalOfPath(path) ?? sweep.portal);
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(path);
        await settle(page);
        for (const href of await page
          .locator("a[href^='/']")
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? "")))
          links.add(href);
        // A route that sends elsewhere (an area's first screen) is swept where it lands.
        const landed = new URL(page.url()).pathname;

        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          await settle(page);
          await expect
            .poll(() => sidewaysOverflow(page), { message: `${landed} at ${width} px` })
            .toBeLessThanOrEqual(0);

          if (width === 1440) {
            // Wide: the navigation, the switcher and Log out are on screen in the header row.
            wideNavigation ??= await entriesOnScreen(page.locator("body"), navigation);
            await expect(page.getByRole("banner").getByRole("button", { name: "Log out" })).toBeInViewport();
            await expect(page.getByRole("navigation", { name: "Portals" })).toHaveCount(
              sweep.hasSwitcher ? 1 : 0,
            );
            continue;
          }
          if (width === axeWidth) {
            if (axeChecked.has(landed)) continue;
            axeChecked.add(landed);
            // Axe audits the whole page, also what is below the fold: everything is rendered for the audit
            // (the editor skips rendering blocks out of view; a constructed style sheet, as the app's CSP
            // refuses an inline one). Under reduced motion nothing transitions on a theme switch.
            await page.evaluate(() => {
              const sheet = new CSSStyleSheet();
              sheet.replaceSync("*, *::before, *::after { content-visibility: visible !important; }");
              document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
            });
            expect(await runAxe(page, "light"), `axe on ${landed}, light theme`).toEqual([]);
            expect(await runAxe(page, "dark"), `axe on ${landed}, dark theme`).toEqual([]);
            await page.evaluate(() => document.documentElement.setAttribute("data-theme", "system"));
            continue;
          }
          // Compact (768, then 500): one header row; the navigation drawer and the header menu hold the
          // rest. Both belong to the portal's frame: opened once per portal and width.
          const banner = page.getByRole("banner");
          await expect
            .poll(async () => (await banner.boundingBox())?.height ?? 0, {
              message: `header of ${landed} at ${width} px`,
            })
            .toBeLessThan(80);
          await expect(banner.getByRole("button", { name: "Open navigation" })).toBeInViewport();
          await expect(banner.getByRole("button", { name: "Menu" })).toBeInViewport();
          if (framesChecked.has(`${navigation} ${width}`)) continue;
          framesChecked.add(`${navigation} ${width}`);
          await banner.getByRole("button", { name: "Open navigation" }).click();
          const drawer = page.getByRole("dialog", { name: navigation });
          expect(await entriesOnScreen(drawer, navigation)).toEqual(wideNavigation);
          await page.keyboard.press("Escape");
          await expect(drawer).toHaveCount(0);
          await banner.getByRole("button", { name: "Menu" }).click();
          const menu = page.getByRole("dialog", { name: "Menu" });
          await expect(menu.getByRole("button", { name: "Log out" })).toBeInViewport();
          if (sweep.hasSwitcher) await entriesOnScreen(menu, "Portals");
          await page.keyboard.press("Escape");
          await expect(menu).toHaveCount(0);
        }
      }
      // Every route was swept: a route whose id no page links to must say where its sample comes from.
      expect(unresolved, "routes with no link to take an id from").toEqual([]);
    });
  }
});
