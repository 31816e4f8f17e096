import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { companies } from "../testing/fixtures.ts";
import { StoryQueryProvider } from "../testing/StoryProviders.tsx";
import { companiesPage } from "../testing/wire.ts";
import { CompanyListScreen } from "./CompanyListScreen.tsx";

/** Every body the screen sent to POST /companies/search, in order. */
const sent: unknown[] = [];

const searchHandler = http.post("/api/v1/companies/search", async ({ request }) => {
  const body = (await request.json()) as { filters?: Array<{ value: string }> };
  sent.push(body);
  const needle = (body.filters?.[0]?.value ?? "").toLowerCase();
  const found = companies.filter((company) => company.companyName.toLowerCase().includes(needle));
  return HttpResponse.json(companiesPage(found, 0, found.length));
});

const meta = {
  title: "Admin/Company List/Screen (MSW)",
  component: CompanyListScreen,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <StoryQueryProvider>
        <Story />
      </StoryQueryProvider>
    ),
  ],
  beforeEach({ msw }) {
    sent.length = 0;
    msw.use(searchHandler);
  },
} satisfies Meta<typeof CompanyListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("row", { name: /Blue Ridge Freight/ })).toBeVisible();
    // Newest first, 50 a page, no filter before the admin types.
    await expect(sent[0]).toEqual({ filters: [], orders: [{ field: "created_at", direction: "desc" }] });
  },
};

export const OneRequestPerTypingPause: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("row", { name: /Blue Ridge Freight/ });
    const before = sent.length;
    const box = canvas.getByRole("searchbox", { name: "Search by company name" });
    // Typed without pauses (delay null), so a machine under load cannot stretch the typing past the
    // 300 ms debounce and send a request mid-word.
    await userEvent.type(box, "Gulf Coast", { delay: null });
    await expect(await canvas.findByRole("row", { name: /Gulf Coast Tankers/ })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole("row", { name: /Blue Ridge Freight/ })).toBeNull());
    // Ten keystrokes, one pause: one request, with the ilike filter.
    await expect(sent.length - before).toBe(1);
    await expect(sent.at(-1)).toEqual({
      filters: [{ field: "company_name", operator: "ilike", value: "Gulf Coast" }],
      orders: [{ field: "created_at", direction: "desc" }],
    });
    // A second pause, a second request.
    await userEvent.type(box, " Tank", { delay: null });
    await waitFor(() => expect(sent.length - before).toBe(2));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post("/api/v1/companies/search", async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post("/api/v1/companies/search", () =>
        HttpResponse.json({ errors: [{ message: "boom" }] }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    // The toasts' (empty) alert region is there too: find the grid's error by its text.
    const message = await within(canvasElement).findByText("Internal server error");
    await expect(message.closest("[role=alert]")).not.toBeNull();
  },
};
