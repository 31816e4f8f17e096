import type { TokenStore } from "@haulboard/api";
import { RoleName } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AccessText } from "../guard/Access.tsx";
import { PlaceholderScreen } from "../placeholder/Placeholder.tsx";
import { fakeAccessToken, StoryApp, storyTokenStore } from "../testing/StoryApp.tsx";
import { PortalLayout } from "./PortalLayout.tsx";

const routes = [
  {
    Component: PortalLayout,
    children: [
      { path: "/company/jobs", element: <PlaceholderScreen title="Posted Jobs" /> },
      { path: "/company/jobs/new", element: <PlaceholderScreen title="Create New Job" /> },
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
  const navigation = within(canvasElement).getByRole("navigation", { name: label });
  return within(navigation)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
};

/** A driver: the Drivers Portal navigation, no portal switcher. */
export const Driver: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Home" })).toBeVisible();
    await expect(navigationNames(canvasElement, "Drivers Portal")).toEqual([
      "Home",
      "Recommend",
      "Settings",
      "Log out",
    ]);
    await expect(canvas.queryByRole("navigation", { name: "Portals" })).toBeNull();
  },
};

export const DriverMobile: Story = { ...Driver, globals: { viewport: { value: "mobile" } } };
export const DriverTablet: Story = { ...Driver, globals: { viewport: { value: "tablet" } } };
export const DriverDesktop: Story = { ...Driver, globals: { viewport: { value: "desktop" } } };
export const DriverLargeLaptop: Story = { ...Driver, globals: { viewport: { value: "largeLaptop" } } };

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
  globals: { viewport: { value: "desktop" } },
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
 * A driver opening an admin page is told why and lands on their own home (issue 13), not on a blank login
 * form.
 */
export const WrongRole: Story = {
  args: { path: "/admin/company-list", roles: [RoleName.driver] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Home" })).toBeVisible();
    await expect(await canvas.findByRole("alert")).toHaveTextContent(AccessText.refused);
    await expect(canvas.queryByRole("heading", { name: "Welcome" })).toBeNull();
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
