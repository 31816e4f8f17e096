import { api } from "@haulboard/api/contract";
import { fixtures, mockEndpoint, mocks } from "@haulboard/api/mocks";
import { ErrorText, RoleName } from "@haulboard/domain";
import { StoryApp } from "@haulboard/shell/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AdminText } from "../AdminText.ts";
import { StoryQueryProvider } from "../testing/StoryProviders.tsx";
import { AdminJobsScreen } from "./AdminJobsScreen.tsx";

const text = AdminText.jobs;
const job = fixtures.jobListFixture[0]!;
/** What the screen sent to the admins' calls, in order. */
const sent: { readonly call: string; readonly body: unknown }[] = [];

const meta = {
  title: "Admin/Jobs of every company/Screen (MSW)",
  component: StoryApp,
  parameters: { layout: "fullscreen" },
  args: {
    path: "/admin/company-list/job",
    roles: [RoleName.admin],
    routes: [
      {
        path: "/admin/company-list/job",
        element: (
          <StoryQueryProvider>
            <AdminJobsScreen />
          </StoryQueryProvider>
        ),
      },
    ],
  },
  argTypes: { routes: { table: { disable: true } } },
  beforeEach({ msw }) {
    sent.length = 0;
    msw.use(
      mocks.jobs.search.ok(),
      mockEndpoint(api.addons.adminBoost, (request) => {
        sent.push({ call: "boost", body: request.url });
        return fixtures.addonsFixture[0]!;
      }),
      mockEndpoint(api.jobs.contactReview, async (request) => {
        sent.push({ call: "contact", body: await request.clone().json() });
        return null;
      }),
    );
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const openAction = async (canvasElement: HTMLElement, action: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: text.actions(job.title) }));
  await userEvent.click(await within(document.body).findByRole("menuitem", { name: action }));
};

/** Boost asks first, then calls POST /admin/jobs/{id}/boost and confirms. */
export const BoostAfterConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await openAction(canvasElement, text.boost);
    const dialog = await within(document.body).findByRole("alertdialog");
    await expect(sent).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(within(canvasElement).getByText(ErrorText.updatedSuccessfully)).toBeVisible());
    await expect(sent).toEqual([
      { call: "boost", body: expect.stringContaining(`/admin/jobs/${job.id}/boost`) },
    ]);
  },
};

/** The message is checked before sending, then sent with the job's id and confirmed. */
export const MessageTheCompany: Story = {
  play: async ({ canvasElement }) => {
    await openAction(canvasElement, text.contact);
    const dialog = await within(document.body).findByRole("dialog", { name: text.contactTitle(job.title) });
    await userEvent.click(within(dialog).getByRole("button", { name: text.send }));
    await waitFor(() => expect(within(dialog).getByText("Enter a subject")).toBeVisible());
    await expect(sent).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Subject/ }), "Pay check", {
      delay: null,
    });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Message/ }), "Please review the pay.", {
      delay: null,
    });
    await userEvent.click(within(dialog).getByRole("button", { name: text.send }));
    await waitFor(() => expect(within(canvasElement).getByText(text.sent)).toBeVisible());
    await expect(sent).toEqual([
      { call: "contact", body: { job_id: job.id, subject: "Pay check", message: "Please review the pay." } },
    ]);
  },
};
/** The status filter offers the spec's labels; 'Active' searches the approved jobs that are still active. */
export const FilterByStatus: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(api.jobs.search, async (request) => {
        sent.push({ call: "search", body: await request.clone().json() });
        return fixtures.jobListFixture;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: /Status/ }));
    const options = await body.findAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual([
      text.anyStatus,
      "Active",
      "Cancelled",
      "Inactive",
    ]);
    await userEvent.click(body.getByRole("option", { name: "Active" }));
    await waitFor(() =>
      expect(sent.at(-1)?.body).toMatchObject({
        filters: [
          { field: "approval_status", operator: "equals", value: "approved" },
          { field: "active", operator: "equals", value: true },
        ],
      }),
    );
  },
};
