import { fixtures } from "@haulboard/api/mocks";
import { defaultPageSize } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AdminText } from "../AdminText.ts";
import { AdminJobsView } from "./AdminJobsView.tsx";
import { ContactReviewModal } from "./ContactReviewModal.tsx";

const text = AdminText.jobs;
const jobs = fixtures.jobListFixture;

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

const first = jobs[0]!;
const filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole("grid", { name: text.title });
    await expect(within(grid).getAllByRole("row").length).toBeGreaterThan(jobs.length - 1);
    await userEvent.click(canvas.getByRole("button", { name: text.actions(first.title) }));
    await userEvent.click(await within(document.body).findByRole("menuitem", { name: text.editContent }));
    await expect(args.onAction).toHaveBeenCalledWith("content", first);
  },
};
export const Filled: Story = filled;
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
  },
};
export const Empty: Story = empty;
const loading: Story = { args: { jobs: [], total: 0, isLoading: true } };
export const Loading: Story = loading;
const failed: Story = {
  args: { jobs: [], total: 0, error: "Internal server error" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Internal server error")).toBeVisible();
  },
};
export const Failed: Story = failed;
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
