import { fixtures } from "@haulboard/api/mocks";
import { defaultPageSize } from "@haulboard/domain";
import { atWidth } from "@haulboard/ui/storybook";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AdminText } from "../AdminText.ts";
import { AdminJobsView } from "./AdminJobsView.tsx";
import { ContactReviewModal } from "./ContactReviewModal.tsx";

const text = AdminText.jobs;
const jobs = fixtures.jobListFixture;
const noSidewaysScroll = (element: HTMLElement) =>
  element.ownerDocument.documentElement.scrollWidth <= element.ownerDocument.documentElement.clientWidth;

const meta = {
  title: "Admin/Jobs of every company",
  component: AdminJobsView,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    jobs,
    total: jobs.length,
    query: { page: 1, pageSize: defaultPageSize, skip: 0, sorting: [], filters: [] },
    onQueryChange: fn(),
    search: "",
    onSearchChange: fn(),
    onAction: fn(),
  },
} satisfies Meta<typeof AdminJobsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = atWidth("mobile");
const tablet = atWidth("tablet");
const desktop = atWidth("desktop");
const largeLaptop = atWidth("largeLaptop");
const dark = { theme: "dark" };

const first = jobs[0]!;
const filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole("grid", { name: text.title });
    await expect(within(grid).getAllByRole("row").length).toBeGreaterThan(jobs.length - 1);
    await userEvent.click(canvas.getByRole("button", { name: text.actions(first.title) }));
    await userEvent.click(await within(document.body).findByRole("menuitem", { name: text.editContent }));
    await expect(args.onAction).toHaveBeenCalledWith("content", first);
    await expect(noSidewaysScroll(canvasElement)).toBe(true);
  },
};
export const Filled: Story = filled;
export const FilledMobile: Story = { ...filled, globals: mobile };
export const FilledTablet: Story = { ...filled, globals: tablet };
export const FilledDesktop: Story = { ...filled, globals: desktop };
export const FilledLargeLaptop: Story = { ...filled, globals: largeLaptop };
export const FilledDark: Story = { ...filled, globals: dark };

/** Narrowed to one company (from the company list): a button shows every company again. */
export const OneCompany: Story = {
  args: { companyId: "118", onClearCompany: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole("button", {
        name: `${text.companyFilter("118")}: ${text.allCompanies}`,
      }),
    );
    await expect(args.onClearCompany).toHaveBeenCalledOnce();
  },
};

const empty: Story = {
  args: { jobs: [], total: 0, search: "Nothing like this" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.empty)).toBeVisible();
    await expect(noSidewaysScroll(canvasElement)).toBe(true);
  },
};
export const Empty: Story = empty;
export const EmptyMobile: Story = { ...empty, globals: mobile };
export const EmptyTablet: Story = { ...empty, globals: tablet };
export const EmptyDesktop: Story = { ...empty, globals: desktop };
export const EmptyLargeLaptop: Story = { ...empty, globals: largeLaptop };
export const EmptyDark: Story = { ...empty, globals: dark };

const loading: Story = { args: { jobs: [], total: 0, isLoading: true } };
export const Loading: Story = loading;
export const LoadingMobile: Story = { ...loading, globals: mobile };
export const LoadingTablet: Story = { ...loading, globals: tablet };
export const LoadingDesktop: Story = { ...loading, globals: desktop };
export const LoadingLargeLaptop: Story = { ...loading, globals: largeLaptop };
export const LoadingDark: Story = { ...loading, globals: dark };

const failed: Story = {
  args: { jobs: [], total: 0, error: "Internal server error" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Internal server error")).toBeVisible();
  },
};
export const Failed: Story = failed;
export const FailedMobile: Story = { ...failed, globals: mobile };
export const FailedTablet: Story = { ...failed, globals: tablet };
export const FailedDesktop: Story = { ...failed, globals: desktop };
export const FailedLargeLaptop: Story = { ...failed, globals: largeLaptop };
export const FailedDark: Story = { ...failed, globals: dark };

/** The review message modal, with the form's messages. */
const modal: Story = {
  render: () => (
    <ContactReviewModal
      jobTitle={first.title}
      values={{ subject: "", message: "" }}
      errors={{ subject: "Enter a subject", message: "Enter a message" }}
      onChange={fn()}
      onSubmit={fn()}
      onClose={fn()}
    />
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole("dialog", { name: text.contactTitle(first.title) });
    // The modal fades in: wait for its content to show.
    await waitFor(() => expect(within(dialog).getByText("Enter a subject")).toBeVisible());
    await expect(within(dialog).getByRole("button", { name: text.send })).toBeVisible();
  },
};
export const ContactModal: Story = modal;
export const ContactModalMobile: Story = { ...modal, globals: mobile };
export const ContactModalTablet: Story = { ...modal, globals: tablet };
export const ContactModalDesktop: Story = { ...modal, globals: desktop };
export const ContactModalLargeLaptop: Story = { ...modal, globals: largeLaptop };
export const ContactModalDark: Story = { ...modal, globals: dark };
