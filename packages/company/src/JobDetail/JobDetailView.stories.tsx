import { fixtures } from "@haulboard/api/mocks";
import { jobActionBlockTexts, PaymentText, RoleName } from "@haulboard/domain";
import { StoryApp } from "@haulboard/shell/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CompanyText } from "../CompanyText.ts";

import { JobDetailView } from "./JobDetailView.tsx";

const job = {
  ...fixtures.jobDetailFixture,
  postingDate: "2026-03-01",
  nextBillingDate: "2026-03-31",
  expirationDate: "2026-03-31",
  boostActive: true,
  boostRemainingDays: 5,
  renewalCanceledAt: null,
  renewalCancellationReason: null,
};
const statistics = fixtures.jobStatisticsFixture;

const meta = {
  title: "Company/Job detail",
  component: JobDetailView,
  args: { job, statistics },
} satisfies Meta<typeof JobDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
  await expect(canvas.getByRole("link", { name: CompanyText.backToJobs })).toHaveAttribute(
    "href",
    "/company/jobs",
  );
  await expect(canvas.getByText("03/01/2026")).toBeVisible();
  await expect(canvas.getByText(CompanyText.boostLeft(5))).toBeVisible();
  const chart = canvas.getByRole("img", { name: /^Statistics of the last 5 days/ });
  await expect(chart).toHaveAccessibleName(
    CompanyText.statChartLabel(5, "1284 views, 34 applications, 57 hyperlink clicks"),
  );
  // Labelled and told apart (issue 35): the period, a legend of three different colours, the days under
  // the bars and the scale beside them.
  await expect(canvas.getByText(CompanyText.statPeriod(5))).toBeVisible();
  const fills = [...(chart.closest("section") ?? canvasElement).querySelectorAll("li rect")].map(
    (rect) => getComputedStyle(rect).fill,
  );
  await expect(fills).toHaveLength(3);
  await expect(new Set(fills).size).toBe(3);
  await expect(canvas.getByText("03/02")).toBeVisible();
  await expect(canvas.getByText("402")).toBeVisible();
};
export const Detail: Story = { play: shown };
/** The chart's numbers as a table, from the keyboard. */
/** A job posted without a description: the card says so instead of standing empty. */
export const NoDescription: Story = {
  args: { job: { ...job, jobDescription: "" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole("region", { name: CompanyText.descriptionCard });
    await expect(within(card).getByText("This job has no description.")).toBeVisible();
  },
};

export const StatisticsAsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: CompanyText.showTable });
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("button", { name: CompanyText.hideTable })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const table = canvas.getByRole("table", { name: CompanyText.statistics });
    await expect(within(table).getByRole("rowheader", { name: "03/02/2026" })).toBeVisible();
    await expect(within(table).getAllByRole("row")).toHaveLength(6);
  },
};
export const WithVideoAndCancelledRenewal: Story = {
  args: {
    job: {
      ...job,
      videoUrl: "/media/videos/sample.mp4",
      autoRenew: false,
      renewalCanceledAt: "2026-03-10T11:00:00.000Z",
      renewalCancellationReason: "Position filled",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: CompanyText.videoLabel });
    const video = within(region).getByLabelText(CompanyText.videoLabel, { selector: "video" });
    await expect(video).toHaveAttribute("src", "/media/videos/sample.mp4");
    await expect(video).toHaveAttribute("controls");
    await expect(canvas.getByText(CompanyText.renewalCancelled("Position filled"))).toBeVisible();
  },
};
/**
 * Each add-on's money (issue 36 #1): paid with its date and what its renewal charges when, pending with Pay
 * (to the add-ons' payment), un-ticked ones not renewed.
 */
export const AddonStates: Story = {
  args: {
    job: {
      ...job,
      addons: [
        { ...fixtures.addonsFixture[0]!, paidAt: "2026-03-01T10:00:00.000Z" },
        { ...fixtures.addonsFixture[1]!, subscribed: false, paidAt: "2026-03-01T10:00:00.000Z" },
        {
          id: 503,
          addonType: "promote",
          cost: 100,
          renewable: true,
          subscribed: true,
          externalUrl: null,
          paid: false,
          paidAt: null,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const addons = within(
      canvas.getByRole("heading", { name: CompanyText.addons }).closest("section") ?? canvasElement,
    );
    await expect(
      addons.getByText(
        new RegExp(`Paid 03/01/2026; ${CompanyText.addonDueAtRenewal("\\$200.00", "03/31/2026")}`),
      ),
    ).toBeVisible();
    await expect(addons.getByText(new RegExp(CompanyText.addonRemoved))).toBeVisible();
    await expect(addons.getByText(new RegExp(PaymentText.addonsPending))).toBeVisible();
    await expect(addons.getByRole("link", { name: CompanyText.pay("$100.00") })).toHaveAttribute(
      "href",
      `/company/jobs/${job.id}/addons`,
    );
  },
};
export const Loading: Story = { args: { job: undefined, statistics: undefined, isLoading: true } };
export const Failed: Story = {
  args: { job: undefined, statistics: undefined, error: "Job not found" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Job not found");
  },
};
export const StatisticsFailed: Story = {
  args: { statistics: undefined, statisticsError: "Internal server error" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(CompanyText.statisticsFailed);
  },
};

/**
 * Issue 35 #5: inside the app's router the hyperlink add-on still opens the employer's site in a new tab,
 * not a path below the detail page.
 */
export const HyperlinkOpensTheSite: Story = {
  render: (args) => (
    <StoryApp
      routes={[{ path: "/company/jobs/:id/detail", element: <JobDetailView {...args} /> }]}
      path={`/company/jobs/${job.id}/detail`}
      roles={[RoleName.companyAdmin]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole("link", { name: /redriverfreight\.test/ });
    await expect(link).toHaveAttribute("href", "https://redriverfreight.test/careers/otr");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link.getAttribute("rel")).toMatch(/\bnoopener\b/);
  },
};

const openDetailActions = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    within(canvasElement).getByRole("button", { name: CompanyText.jobActions(job.title) }),
  );
  const menu = await within(canvasElement.ownerDocument.body).findByRole(
    "menu",
    { name: CompanyText.jobActions(job.title) },
    { timeout: 10_000 },
  );
  return {
    menu,
    items: within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent),
  };
};

/** The detail offers the job's actions (a boosted job: no second boost, and the page says why). */
export const Actions: Story = {
  args: { onAction: fn() },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(jobActionBlockTexts.boosted)).toBeVisible();
    const { menu, items } = await openDetailActions(canvasElement);
    await expect(items).toEqual([
      CompanyText.actions.content,
      CompanyText.actions.address,
      CompanyText.actions.addons,
      CompanyText.actions.duplicate,
      CompanyText.actions.applicants,
      CompanyText.actions.candidates,
      CompanyText.actions.autoRenewOff,
      CompanyText.actions.cancelRenewal,
      CompanyText.actions.close,
    ]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: CompanyText.actions.close }));
    await expect(args.onAction).toHaveBeenCalledWith("close");
  },
};

/** A closed job's detail keeps only what reads or copies it, and says why. */
export const ClosedActions: Story = {
  args: { job: { ...job, status: "Cancelled", autoRenew: false }, onAction: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(jobActionBlockTexts.closed)).toBeVisible();
    const { items } = await openDetailActions(canvasElement);
    await expect(items).toEqual([
      CompanyText.actions.duplicate,
      CompanyText.actions.applicants,
      CompanyText.actions.candidates,
    ]);
  },
};

/** Issue 35 #13: the job's tags on the detail, with remove buttons and the add field for a job writer. */
export const TagsEditable: Story = {
  args: { tagEditing: { canEdit: true, onAdd: fn(async () => true), onRemove: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: CompanyText.tags });
    const tag = job.tags[0]!;
    await userEvent.click(within(region).getByRole("button", { name: CompanyText.removeTag(tag.tag) }));
    await expect(args.tagEditing?.onRemove).toHaveBeenCalledWith(tag);
    await userEvent.type(
      within(region).getByRole("textbox", { name: CompanyText.newTag }),
      "Night runs{Enter}",
    );
    await expect(args.tagEditing?.onAdd).toHaveBeenCalledWith("Night runs");
  },
};
