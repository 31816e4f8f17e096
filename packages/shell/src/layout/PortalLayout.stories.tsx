import type { TokenStore } from "@haulboard/api";
import { RoleName } from "@haulboard/domain";
import { breakpoints, themeAttribute } from "@haulboard/ui";
import { atWidth } from "@haulboard/ui/storybook";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { lazy } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PlaceholderScreen } from "../placeholder/Placeholder.tsx";
import { fakeAccessToken, StoryApp, storyTokenStore } from "../testing/StoryApp.tsx";
import { themeStorageKey } from "../theme/ThemeChoice.ts";
import { PortalLayout } from "./PortalLayout.tsx";

/** A page whose code never arrives. */
const NeverLoads = lazy(() => new Promise<never>(() => {}));

const routes = [
  {
    Component: PortalLayout,
    children: [
      { path: "/company/jobs/7/detail", element: <NeverLoads /> },
      { path: "/company/jobs", element: <PlaceholderScreen title="Posted Jobs" /> },
      { path: "/company/jobs/new", element: <PlaceholderScreen title="Create New Job" /> },
      { path: "/company/settings", element: <PlaceholderScreen title="Company settings" /> },
      { path: "/members/home", element: <PlaceholderScreen title="Home" /> },
      { path: "/members/settings", element: <PlaceholderScreen title="Settings" /> },
      { path: "/admin/company-list", element: <PlaceholderScreen title="Company List" /> },
      { path: "/news", element: <PlaceholderScreen title="News" /> },
      { path: "/ads/manage", element: <PlaceholderScreen title="Manage Ads" /> },
    ],
  },
  { path: "/login", element: <h1>Welcome</h1> },
];

const meta = {
  title: "Shell/Portal layout",
  component: StoryApp,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: { routes, path: "/members/home", roles: [RoleName.driver] },
  argTypes: { routes: { table: { disable: true } } },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigationNames = (canvasElement: HTMLElement, label: string) => {
  const navigation = within(canvasElement.ownerDocument.body).getByRole("navigation", { name: label });
  return within(navigation)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
};

const isCompactWidth = () => globalThis.innerWidth <= breakpoints.tablet;

/**
 * Reads a portal's navigation entries; up to the tablet width, opens the drawer from the header first and
 * closes it again with Escape (focus goes back to the header's button).
 */
const readNavigation = async (canvasElement: HTMLElement, label: string) => {
  const canvas = within(canvasElement);
  if (!isCompactWidth()) return navigationNames(canvasElement, label);
  await expect(canvas.queryByRole("navigation", { name: label })).toBeNull();
  const open = canvas.getByRole("button", { name: "Open navigation" });
  await userEvent.click(open);
  const drawer = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: label });
  const names = navigationNames(drawer, label);
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).toBeNull());
  await waitFor(() => expect(open).toHaveFocus());
  return names;
};

/** A driver: the Drivers Portal navigation, no portal switcher. */
export const Driver: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Home" })).toBeVisible();
    await expect(await readNavigation(canvasElement, "Drivers Portal")).toEqual([
      "Home",
      // News (issue 20): the drivers' news, beyond the spec.
      "News",
      "Recommend",
      "Settings",
      "Log out",
    ]);
    await expect(canvas.queryByRole("navigation", { name: "Portals" })).toBeNull();
    // One header row at every width (it wrapped to three rows at 500 px).
    await expect(canvas.getByRole("banner").getBoundingClientRect().height).toBeLessThan(80);
  },
};

/** A page still loading waits inside the portal: the header and the navigation stay, 'Loading...' in the page. */
export const PageLoading: Story = {
  args: { path: "/company/jobs/7/detail", roles: [RoleName.companyUser] },
  globals: atWidth("desktop"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading...");
    await expect(canvas.getByRole("navigation", { name: "Company Portal" })).toBeVisible();
    await expect(canvas.getByRole("banner")).toBeVisible();
  },
};

/** A super admin in the company portal: the switcher lists the four portals an admin may open. */
export const SuperAdminInCompanyPortal: Story = {
  args: { path: "/company/jobs", roles: [RoleName.superAdmin] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Posted Jobs" })).toBeVisible();
    await expect(navigationNames(canvasElement, "Company Portal")).toEqual([
      "Create New Job",
      "Posted Jobs",
      "Recommend",
      "Settings",
      "Log out",
    ]);
    await expect(navigationNames(canvasElement, "Portals")).toEqual([
      "Admin Portal",
      "Company Portal",
      "News Portal",
      "ADs Portal",
    ]);
    await userEvent.click(canvas.getByRole("link", { name: "Admin Portal" }));
    await expect(await canvas.findByRole("heading", { name: "Company List" })).toBeVisible();
    await expect(navigationNames(canvasElement, "Admin Portal")).toEqual([
      "Company List",
      "User Management",
      "Log out",
    ]);
  },
};

/** The navigation collapses to icons and expands again, keeping every entry's name. */
export const CollapsedNavigation: Story = {
  args: { path: "/company/jobs", roles: [RoleName.companyUser] },
  globals: atWidth("desktop"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const collapse = await canvas.findByRole("button", { name: "Collapse navigation" });
    await userEvent.click(collapse);
    const expand = canvas.getByRole("button", { name: "Expand navigation" });
    await expect(expand).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getByRole("link", { name: "Posted Jobs" })).toHaveAttribute("aria-current", "page");
    // 5.5rem collapsed, 16rem expanded (access §9); the width animates, so wait for it to settle.
    const navigation = canvas.getByRole("navigation", { name: "Company Portal" });
    await waitFor(() => expect(navigation.getBoundingClientRect().width).toBe(88));
    await userEvent.click(expand);
    await waitFor(() => expect(navigation.getBoundingClientRect().width).toBe(256));
  },
};

/** The newer layout (flag newLayout): search by job, filter, sort; only Create New Job and Posted Jobs. */
export const NewLayout: Story = {
  args: { path: "/company/jobs", roles: [RoleName.companyUser], flags: { newLayout: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("searchbox", { name: "Search by job" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Filter" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Sort" })).toBeVisible();
    // No logo answered here: the default logo shows.
    await expect(await canvas.findByRole("img", { name: "Company logo" })).toBeVisible();
    await expect(navigationNames(canvasElement, "Company Portal")).toEqual(["Create New Job", "Posted Jobs"]);
    // Issue 35 #19: what the navigation leaves out stays reachable: Log out in the header, Settings and
    // Recommend in its menu.
    await userEvent.click(canvas.getByRole("button", { name: "Menu" }));
    const menu = within(await within(document.body).findByRole("dialog", { name: "Menu" }));
    // (a compact header moves Log out into the menu)
    await expect(
      canvas.queryByRole("button", { name: "Log out" }) ?? menu.getByRole("button", { name: "Log out" }),
    ).toBeVisible();
    await expect(menu.getByRole("button", { name: "Recommend" })).toBeVisible();
    await userEvent.click(menu.getByRole("button", { name: "Settings" }));
    await expect(await canvas.findByRole("heading", { name: "Company settings" })).toBeVisible();
  },
};

/** A visitor without a session is sent to login. */
export const SignedOut: Story = {
  args: { path: "/members/home", roles: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Welcome" })).toBeVisible();
  },
};

/**
 * A driver opening an admin page goes to login (access §2 "when the role does not match"); the login page
 * says which account the page needs (LoginScreen's Refused story).
 */
export const WrongRole: Story = {
  args: { path: "/admin/company-list", roles: [RoleName.driver] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Welcome" })).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: "Home" })).toBeNull();
  },
};

/** An ads admin may open the news list; it is shown in the ADs Portal, whose navigation they see. */
export const AdsAdminOnNews: Story = {
  args: { path: "/news", roles: [RoleName.adsAdmin] },
  globals: atWidth("desktop"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "News" })).toBeVisible();
    await expect(await readNavigation(canvasElement, "ADs Portal")).toEqual([
      "Manage Ads",
      "Settings",
      "Log out",
    ]);
    await expect(canvas.queryByRole("navigation", { name: "News Portal" })).toBeNull();
  },
};

/** A company user typing the drivers' home goes to login, not to an empty Drivers Portal. */
export const EmployerOnDriversHome: Story = {
  args: { path: "/members/home", roles: [RoleName.companyUser] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Welcome" })).toBeVisible();
    await expect(canvas.queryByText("Drivers Portal")).toBeNull();
  },
};

const adminToken = fakeAccessToken([RoleName.admin], "2");
/** An admin (id 2) acting as company user 9: the admin's tokens are kept aside. */
const impersonatingStore = (): TokenStore => {
  const store = storyTokenStore();
  store.set("adminAccessToken", adminToken);
  store.set("adminRefreshToken", "admin-refresh-token");
  const exp = Math.floor(Date.now() / 1000) + 600;
  store.set("accessToken", fakeAccessToken([RoleName.companyUser], "9", { iid: "9", exp }));
  store.set("refreshToken", "user-refresh-token");
  return store;
};
let impersonating = impersonatingStore();
let endCalls = 0;

/**
 * While impersonating, the switcher lists the admin's portals; opening the admin portal tells the server,
 * restores the admin's tokens and shows the admin page (access §4).
 */
export const ImpersonatingSwitchesToAdmin: Story = {
  args: { path: "/company/jobs" },
  render: (args) => <StoryApp {...args} tokenStore={impersonating} />,
  beforeEach: ({ msw }) => {
    impersonating = impersonatingStore();
    endCalls = 0;
    msw.use(
      http.post("*/api/v1/auth/login/impersonate/end", () => {
        endCalls += 1;
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Posted Jobs" })).toBeVisible();
    await expect(navigationNames(canvasElement, "Portals")).toEqual([
      "Admin Portal",
      "Company Portal",
      "News Portal",
      "ADs Portal",
    ]);
    await userEvent.click(canvas.getByRole("link", { name: "Admin Portal" }));
    await expect(await canvas.findByRole("heading", { name: "Company List" })).toBeVisible();
    await expect(impersonating.get("adminAccessToken")).toBeNull();
    await expect(impersonating.get("accessToken")).toBe(adminToken);
    await expect(endCalls).toBe(1);
  },
};

/**
 * Up to the tablet width the header keeps one row: the portal switcher and Log out move into its menu, and
 * the navigation opens as a drawer whose links close it.
 */
export const SuperAdminCompact: Story = {
  args: { path: "/company/jobs", roles: [RoleName.superAdmin] },
  globals: atWidth("mobile"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole("heading", { name: "Posted Jobs" })).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Portals" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Log out" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Menu" }));
    const menu = await body.findByRole("dialog", { name: "Menu" });
    await expect(navigationNames(menu, "Portals")).toEqual([
      "Admin Portal",
      "Company Portal",
      "News Portal",
      "ADs Portal",
    ]);
    await userEvent.click(within(menu).getByRole("button", { name: "Log out" }));
    const confirm = await body.findByRole("alertdialog", { name: "Log out" });
    await userEvent.click(within(confirm).getByRole("button", { name: "No" }));

    await userEvent.click(canvas.getByRole("button", { name: "Open navigation" }));
    const drawer = await body.findByRole("dialog", { name: "Company Portal" });
    await userEvent.click(within(drawer).getByRole("link", { name: "Create New Job" }));
    await expect(await canvas.findByRole("heading", { name: "Create New Job" })).toBeVisible();
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Company Portal" })).toBeNull());
  },
};
/** Every navigation entry, links and actions alike, has the same height and the same icon column. */
export const EntriesAlign: Story = {
  args: { path: "/company/jobs", roles: [RoleName.companyUser] },
  globals: atWidth("desktop"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = await canvas.findByRole("navigation", { name: "Company Portal" });
    const measure = () =>
      within(navigation)
        .getAllByRole("listitem")
        .map((item) => {
          const entry = item.firstElementChild as HTMLElement;
          const icon = entry.querySelector("svg") as SVGElement;
          return {
            height: entry.getBoundingClientRect().height,
            width: entry.getBoundingClientRect().width,
            iconLeft: Math.round(icon.getBoundingClientRect().left),
            iconCentre: Math.round(
              icon.getBoundingClientRect().left + icon.getBoundingClientRect().width / 2,
            ),
            align: getComputedStyle(entry).justifyContent,
            colour: getComputedStyle(entry).color,
          };
        });
    const expanded = measure();
    const first = expanded[0];
    for (const entry of expanded) {
      await expect(entry.height).toBe(first?.height);
      await expect(entry.width).toBe(first?.width);
      await expect(entry.iconLeft).toBe(first?.iconLeft);
      await expect(entry.align).toBe(first?.align);
    }
    // "Recommend" and "Log out" are not blue link-buttons: they share the links' text colour.
    await expect(new Set(expanded.map((entry) => entry.colour)).size).toBe(1);

    await userEvent.click(canvas.getByRole("button", { name: "Collapse navigation" }));
    await waitFor(() => expect(navigation.getBoundingClientRect().width).toBe(88));
    const toggle = canvas.getByRole("button", { name: "Expand navigation" }).getBoundingClientRect();
    const toggleCentre = Math.round(toggle.left + toggle.width / 2);
    for (const entry of measure())
      await expect(Math.abs(entry.iconCentre - toggleCentre)).toBeLessThanOrEqual(1);
  },
};

const withPickers = [
  {
    element: <PortalLayout headerSlot={<button type="button">Select company</button>} />,
    children: [{ path: "/company/jobs", element: <PlaceholderScreen title="Posted Jobs" /> }],
  },
];

/** The admins' pickers show in the company portal's header by default… */
export const PickersShown: Story = {
  args: { routes: withPickers, path: "/company/jobs", roles: [RoleName.admin] },
  globals: atWidth("desktop"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Posted Jobs" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Select company" })).toBeVisible();
  },
};

/** …and `?pickers=false` (flag pickers off) hides them. */
export const PickersHiddenByFlag: Story = {
  args: { routes: withPickers, path: "/company/jobs", roles: [RoleName.admin], flags: { pickers: false } },
  globals: atWidth("desktop"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Posted Jobs" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Select company" })).toBeNull();
  },
};

/**
 * The header menu's theme switch: System by default; Dark applies at once (the page's surface turns dark)
 * and is remembered in this browser for the next visit (apps/web/public/theme.js reads it first).
 */
export const ThemeSwitch: Story = {
  args: { path: "/company/jobs", roles: [RoleName.companyUser] },
  globals: atWidth("desktop"),
  beforeEach: () => {
    const root = document.documentElement;
    root.removeAttribute(themeAttribute);
    localStorage.removeItem(themeStorageKey);
    return () => {
      root.removeAttribute(themeAttribute);
      localStorage.removeItem(themeStorageKey);
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole("heading", { name: "Posted Jobs" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Menu" }));
    const menu = await body.findByRole("dialog", { name: "Menu" });
    await expect(within(menu).getByRole("radio", { name: "System" })).toBeChecked();
    const before = getComputedStyle(canvas.getByRole("banner")).backgroundColor;
    await userEvent.click(within(menu).getByRole("radio", { name: "Dark" }));
    await expect(document.documentElement).toHaveAttribute(themeAttribute, "dark");
    await expect(localStorage.getItem(themeStorageKey)).toBe("dark");
    await waitFor(() =>
      expect(getComputedStyle(canvas.getByRole("banner")).backgroundColor).not.toBe(before),
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Menu" })).toBeNull());
  },
};
