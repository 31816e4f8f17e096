import { driverFixtures } from "@haulboard/api/mocks";
import { RoleName } from "@haulboard/domain";
import { StoryApp } from "@haulboard/shell/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { DriversText } from "../DriversText.ts";
import { JobSearchView } from "../JobSearch/JobSearchView.tsx";
import { initialSearch } from "../JobSearch/search.ts";
import { MembersText } from "../MembersText.ts";

import { MembersHome } from "./MembersHome.tsx";

const search = (
  <JobSearchView
    values={initialSearch("74103")}
    jobs={driverFixtures.jobSearchFixture}
    total={4}
    page={1}
    onChange={fn()}
    onSearch={fn()}
    onPageChange={fn()}
  />
);

const meta = {
  title: "Members/Home",
  component: StoryApp,
  tags: ["autodocs"],
  args: {
    path: "/members/home",
    roles: [RoleName.internalUser],
    routes: [{ path: "/members/home", element: <MembersHome /> }],
  },
  argTypes: { routes: { table: { disable: true } } },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Someone who is not a driver reaching the members area: the welcome only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: MembersText.homeTitle })).toBeVisible();
    await expect(canvas.getByText(MembersText.homeHint)).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: DriversText.searchTitle })).toBeNull();
  },
};
/** A driver: the job search with links to their applications and profile. */
export const Driver: Story = {
  args: {
    roles: [RoleName.driver],
    routes: [{ path: "/members/home", element: <MembersHome search={search} /> }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 2, name: DriversText.searchTitle }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: MembersText.myApplications })).toHaveAttribute(
      "href",
      "/members/applications",
    );
    await expect(canvas.getByRole("link", { name: MembersText.myProfile })).toHaveAttribute(
      "href",
      "/members/settings/profile",
    );
  },
};
