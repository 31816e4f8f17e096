import type { Jobs } from "@haulboard/api";
import { api } from "@haulboard/api/contract";
import { fixtures, mockEndpoint, mocks } from "@haulboard/api/mocks";
import { copySuffix, ErrorText, PaymentText, RoleName } from "@haulboard/domain";
import { AppApiProvider } from "@haulboard/shell/portal";
import { StoryApp } from "@haulboard/shell/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CompanyText } from "../CompanyText.ts";

import { JobDuplicateScreen } from "./JobDuplicateScreen.tsx";
import { JobEditScreen } from "./JobEditScreen.tsx";

/** The job as GET /jobs/{id} answers it: boost and hyperlink on a 300 base (cost 600). */
const job: Jobs.JobDetail = { ...fixtures.jobDetailFixture, cost: 600 };
const id = job.id;
/** The add-on replacements the remove-paid story's server received. */
let removedAddons: unknown[] = [];
/** The story's query cache, for a play that refetches as another screen's change would. */
let storyQueryClient: QueryClient | undefined;
/** The portal layout's api client and a fresh query cache (no retries) per story. */
function WithApi({ children }: { readonly children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  storyQueryClient = queryClient;
  return <AppApiProvider queryClient={queryClient}>{children}</AppApiProvider>;
}
const screen = (element: ReactNode) => <WithApi>{element}</WithApi>;

const routes = [
  { path: "/company/jobs/:id/job-content", element: screen(<JobEditScreen section={0} />) },
  { path: "/company/jobs/:id/address", element: screen(<JobEditScreen section={1} />) },
  { path: "/company/jobs/:id/addons", element: screen(<JobEditScreen section={2} />) },
  { path: "/company/jobs/:id/job-content-duplicate", element: screen(<JobDuplicateScreen step={0} />) },
  { path: "/company/jobs/:id/addons-duplicate", element: screen(<JobDuplicateScreen step={2} />) },
  {
    path: "/admin/company-list/:id/job-content",
    element: screen(<JobEditScreen section={0} area="admin" />),
  },
  { path: "/company/jobs", element: <h1>{CompanyText.postedJobsTitle}</h1> },
];

const meta = {
  title: "Company/Jobs/Edit and duplicate (MSW)",
  component: StoryApp,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: { routes, path: `/company/jobs/${id}/job-content`, roles: [RoleName.companyAdmin] },
  argTypes: { routes: { table: { disable: true } } },
  beforeEach({ msw }) {
    msw.use(
      mocks.jobs.get.ok(job),
      mocks.companies.get.ok({ ...fixtures.companyFixture, id: job.companyId, billingType: "CONTRACT" }),
      mocks.payment.getMethod.ok(),
      mocks.employer.get.ok({ ...fixtures.employerFixture, companyId: job.companyId }),
    );
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------- Edit content ----------

const contentPrefilled: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole("heading", { level: 1, name: CompanyText.editTitle(job.title) }),
  ).toBeVisible();
  await expect(await canvas.findByRole("textbox", { name: /Job title/ })).toHaveValue(job.title);
  await expect(canvas.getByRole("textbox", { name: /Expected pay/ })).toHaveValue(String(job.expectedPay));
  await expect(canvas.getByRole("button", { name: CompanyText.saveChanges })).toBeVisible();
  await expect(canvas.getByRole("link", { name: CompanyText.backToDetail })).toHaveAttribute(
    "href",
    `/company/jobs/${id}/detail`,
  );
};
/** The wizard's content step, prefilled from the job, saving in place. */
export const ContentPrefilled: Story = { play: contentPrefilled };
/** Save sends the new title with PATCH /jobs/{id}: 'Updated successfully'. */
export const ContentSaves: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(api.jobs.update, async (request) => {
        const body = (await request.clone().json()) as { title: string };
        return { ...job, title: body.title };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole("textbox", { name: /Job title/ });
    await userEvent.clear(title);
    await userEvent.type(title, "Night Reefer Driver", { delay: null });
    await userEvent.click(canvas.getByRole("button", { name: CompanyText.saveChanges }));
    await waitFor(() => expect(canvas.getByText(ErrorText.updatedSuccessfully)).toBeVisible(), {
      timeout: 10_000,
    });
    await expect(
      await canvas.findByRole("heading", { level: 1, name: CompanyText.editTitle("Night Reefer Driver") }),
    ).toBeVisible();
  },
};

/** A refetch of the job while it is being edited (another screen changed it) keeps what was typed and the focus. */
export const ContentKeepsEditsOnRefetch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole("textbox", { name: /Job title/ });
    await userEvent.clear(title);
    await userEvent.type(title, "Night Reefer Driver", { delay: null });
    if (!storyQueryClient) throw new Error("The story's query cache is not mounted.");
    const fetchesBefore = storyQueryClient.getQueryState([
      "jobs",
      "get",
      { params: { id } },
    ])?.dataUpdateCount;
    await storyQueryClient.refetchQueries({ queryKey: ["jobs"] });
    // The job was fetched again.
    await expect(
      storyQueryClient.getQueryState(["jobs", "get", { params: { id } }])?.dataUpdateCount,
    ).toBeGreaterThan(fetchesBefore ?? 0);
    // React renders the refetched job on the next frames.
    for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
    const after = canvas.getByRole("textbox", { name: /Job title/ });
    await expect(after).toHaveValue("Night Reefer Driver");
    await expect(after).toHaveFocus();
  },
};

/** The wizard's rules still hold: an empty title is refused before any call. */
export const ContentInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByRole("textbox", { name: /Job title/ }));
    await userEvent.click(canvas.getByRole("button", { name: CompanyText.saveChanges }));
    await expect(await canvas.findByText(CompanyText.required(CompanyText.title))).toBeVisible();
  },
};
// ---------- Loading, not found, error ----------

const loading: Story = {
  beforeEach({ msw }) {
    msw.use(mocks.jobs.get.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(CompanyText.jobLoading)).toBeVisible();
  },
};
export const Loading: Story = loading;
/** Another company's job answers 404: a clear message, no form. */
const notFound: Story = {
  beforeEach({ msw }) {
    msw.use(mocks.jobs.get.error(404, "Job not found"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CompanyText.jobNotFound)).toBeVisible();
    // No title to name: the heading does not promise one ("Edit job: …").
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(/^Edit job$/);
    await expect(canvas.queryByRole("textbox", { name: /Job title/ })).toBeNull();
  },
};
export const NotFound: Story = notFound;
const serverError: Story = {
  beforeEach({ msw }) {
    msw.use(mocks.jobs.get.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(ErrorText.internalServer)).toBeVisible();
    await expect(canvas.getByRole("button", { name: CompanyText.retry })).toBeVisible();
  },
};
export const ServerError: Story = serverError;
// ---------- Edit address ----------

const addressPrefilled: Story = {
  args: { path: `/company/jobs/${id}/address` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: CompanyText.addressesTitle });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    await expect(list).toHaveTextContent("2400 S Agnew Ave, Oklahoma City, OK 73108");
    // The address's cost: the job's 600 less its 300 of add-ons.
    await expect(list).toHaveTextContent("$300.00");
    // Under the list, the search field and its hint.
    await expect(await canvas.findByText(CompanyText.addressReplaceHint)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: CompanyText.back })).toBeNull();
  },
};
export const AddressPrefilled: Story = addressPrefilled;
/** A refused address save shows the alert text (the server's first message). */
export const AddressSaveFails: Story = {
  args: { path: `/company/jobs/${id}/address` },
  beforeEach({ msw }) {
    msw.use(mocks.jobs.updateAddress.error(422, ErrorText.addressNotUs));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: CompanyText.saveChanges }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(ErrorText.addressNotUs);
  },
};
// ---------- Edit add-ons ----------

const addonsPrefilled: Story = {
  args: { path: `/company/jobs/${id}/addons` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("checkbox", { name: /^Boost/ })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: /^Hyperlink/ })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: /^Promote/ })).not.toBeChecked();
    await expect(canvas.getByRole("textbox", { name: /Hyperlink URL/ })).toHaveValue(
      "https://redriverfreight.test/careers/otr",
    );
  },
};
export const AddonsPrefilled: Story = addonsPrefilled;
const withPromote: Jobs.JobDetail = {
  ...job,
  cost: 700,
  addons: [
    ...job.addons,
    {
      id: 503,
      addonType: "promote",
      cost: 100,
      renewable: true,
      subscribed: true,
      externalUrl: null,
      paid: false,
    },
  ],
};

/** Adding promote saves the add-ons, then charges the difference to the invoice. */
const addonsPay: Story = {
  args: { path: `/company/jobs/${id}/addons` },
  beforeEach({ msw }) {
    let replaced = false;
    msw.use(
      mockEndpoint(api.addons.replace, () => {
        replaced = true;
        return withPromote.addons;
      }),
      mockEndpoint(api.jobs.get, () => (replaced ? withPromote : job)),
      mocks.payment.payAddons.ok(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("checkbox", { name: /^Promote/ }));
    await userEvent.click(canvas.getByRole("button", { name: CompanyText.saveChanges }));
    await expect(await canvas.findByRole("heading", { name: CompanyText.addonsPaymentTitle })).toBeVisible();
    await expect(canvas.getByText(CompanyText.addonsPaymentTotal("Promote"))).toBeVisible();
    await expect(canvas.getByText("$100.00")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: CompanyText.chargeInvoice }));
    // The pending add-ons' notice is a status too: find the one that says the payment completed.
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole("status")
          .some((status) => status.textContent?.includes(ErrorText.paymentCompleted)),
      ).toBe(true),
    );
    await expect(await canvas.findByRole("checkbox", { name: /^Promote/ })).toBeChecked();
  },
};
export const AddonsAddAndPay: Story = addonsPay;
/** A declined charge of the new add-ons shows the decline under Pay and as the alert; the user may retry. */
export const AddonsPaymentDeclined: Story = {
  args: { path: `/company/jobs/${id}/addons` },
  beforeEach({ msw }) {
    msw.use(
      mocks.companies.get.ok({ ...fixtures.companyFixture, id: job.companyId, billingType: "CELERO" }),
      mocks.payment.getMethod.ok(fixtures.paymentMethodFixture),
      mocks.addons.replace.ok(withPromote.addons),
      mocks.payment.payAddons.error(402, "Your card was declined."),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("checkbox", { name: /^Promote/ }));
    await userEvent.click(canvas.getByRole("button", { name: CompanyText.saveChanges }));
    await userEvent.click(await canvas.findByRole("button", { name: CompanyText.pay("$100.00") }));
    await waitFor(() => expect(canvas.getAllByText("Your card was declined.").length).toBeGreaterThan(0));
    await expect(canvas.getByRole("button", { name: CompanyText.pay("$100.00") })).toBeEnabled();
  },
};
/**
 * Un-ticking a paid add-on asks first, with what happens to the money (issue 35 #4): "No" saves nothing and
 * keeps it ticked; "Yes" saves.
 */
export const AddonsRemovePaidConfirm: Story = {
  args: { path: `/company/jobs/${id}/addons` },
  beforeEach({ msw }) {
    const sent: unknown[] = [];
    removedAddons = sent;
    msw.use(
      mockEndpoint(api.addons.replace, async (request) => {
        sent.push(await request.json());
        return job.addons.filter((addon) => addon.addonType !== "boost");
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("checkbox", { name: /^Boost/ }));
    await userEvent.click(canvas.getByRole("button", { name: CompanyText.saveChanges }));
    const dialog = await page.findByRole("alertdialog");
    await waitFor(() => expect(within(dialog).getByText(PaymentText.addonRemovalNoRefund)).toBeVisible());
    await expect(removedAddons).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: CompanyText.no }));
    await waitFor(() => expect(page.queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByRole("checkbox", { name: /^Boost/ })).toBeChecked();
    await expect(removedAddons).toEqual([]);
    await userEvent.click(canvas.getByRole("checkbox", { name: /^Boost/ }));
    await userEvent.click(canvas.getByRole("button", { name: CompanyText.saveChanges }));
    await userEvent.click(
      within(await page.findByRole("alertdialog")).getByRole("button", { name: CompanyText.yes }),
    );
    await waitFor(() => expect(removedAddons).toHaveLength(1));
  },
};
/** A job with a chosen, unpaid add-on: it shows as pending with Pay, which opens its payment (issue 36 #1). */
export const AddonsPending: Story = {
  args: { path: `/company/jobs/${id}/addons` },
  beforeEach({ msw }) {
    msw.use(mocks.jobs.get.ok(withPromote), mocks.payment.payAddons.ok());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`Promote: ${PaymentText.addonsPending}`)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: CompanyText.pay("$100.00") }));
    await expect(await canvas.findByRole("heading", { name: CompanyText.addonsPaymentTitle })).toBeVisible();
    await expect(canvas.queryByText(ErrorText.updatedSuccessfully)).toBeNull();
  },
};
// ---------- Admin ----------

const admin: Story = {
  args: { path: `/admin/company-list/${id}/job-content`, roles: [RoleName.admin] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("textbox", { name: /Job title/ })).toHaveValue(job.title);
    await expect(canvas.getByRole("link", { name: CompanyText.backToAdminJobs })).toHaveAttribute(
      "href",
      "/admin/company-list/job",
    );
    const sections = canvas.getByRole("navigation", { name: CompanyText.editSections });
    // Admins edit the content and the address (employer-work §2), not the add-ons.
    await expect(within(sections).getAllByRole("listitem")).toHaveLength(2);
  },
};
export const AdminEdit: Story = admin;
// ---------- Duplicate ----------

const duplicate: Story = {
  args: { path: `/company/jobs/${id}/job-content-duplicate` },
  beforeEach() {
    localStorage.clear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: CompanyText.duplicateTitle(job.title) }),
    ).toBeVisible();
    await expect(await canvas.findByRole("textbox", { name: /Job title/ })).toHaveValue(
      `${job.title}${copySuffix}`,
    );
    await expect(canvas.getByRole("button", { name: CompanyText.next })).toBeVisible();
  },
};
export const Duplicate: Story = duplicate;
/** The duplicate's add-ons: the boost is reset, the hyperlink kept. */
export const DuplicateAddons: Story = {
  args: { path: `/company/jobs/${id}/addons-duplicate` },
  beforeEach() {
    localStorage.clear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("checkbox", { name: /^Boost/ })).not.toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: /^Hyperlink/ })).toBeChecked();
  },
};
