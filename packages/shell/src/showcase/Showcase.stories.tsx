import { endpointByName } from "@haulboard/api/contract";
import { demoRoutes } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { apiCalls, EffectsDemo, effectSteps, todosStorageKey } from "./demos.tsx";
import { Showcase, showcaseDemos } from "./Showcase.tsx";

const meta = {
  title: "Shell/Showcase",
  component: Showcase,
  parameters: { layout: "fullscreen" },
  args: { path: "/buttons" },
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Story />
      </QueryClientProvider>
    ),
  ],
} satisfies Meta<typeof Showcase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every demo route of the spec has a page, and the list links them all. */
export const Buttons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(showcaseDemos.map((demo) => demo.path)).toEqual([...demoRoutes]);
    await expect(canvas.getByRole("heading", { level: 1, name: "Buttons" })).toBeVisible();
    const links = within(canvas.getByRole("navigation", { name: "Showcase" })).getAllByRole("link");
    await expect(links.map((link) => link.getAttribute("href"))).toEqual([...demoRoutes, "/login"]);
    await expect(canvas.getByRole("link", { name: "Buttons" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(canvas.getByRole("button", { name: "Start loading" }));
    await expect(canvas.getByRole("button", { name: /Loading/ })).toHaveAttribute("aria-disabled", "true");
  },
};
export const Texts: Story = { args: { path: "/texts" } };
export const Icons: Story = {
  args: { path: "/icons" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("list", { name: "Icons" })).toHaveTextContent("truck");
  },
};
export const State: Story = {
  args: { path: "/redux-example" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("1 loads, 420 miles in total");
    await userEvent.click(canvas.getByRole("button", { name: "Add a 1,200-mile load" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("2 loads, 1,620 miles in total");
    await userEvent.click(canvas.getByRole("button", { name: "Remove load 1" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("1 loads, 1,200 miles in total");
  },
};

export const Todos: Story = {
  args: { path: "/todos" },
  beforeEach: () => {
    localStorage.removeItem(todosStorageKey);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Nothing to do")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add" }));
    await expect(canvas.getByText("Write what to do first.")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "To do" }), "Renew the medical card{Enter}");
    await userEvent.type(canvas.getByRole("textbox", { name: "To do" }), "Book the inspection{Enter}");
    await expect(canvas.getByRole("status")).toHaveTextContent("2 of 2 left");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Renew the medical card" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("1 of 2 left");
    await expect(JSON.parse(localStorage.getItem(todosStorageKey) ?? "[]")).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: "Remove Book the inspection" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("0 of 1 left");
  },
};
/** The contract's calls, each with its method, path and description (no request: no sign-in needed). */
export const Data: Story = {
  args: { path: "/axios-list" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: "API calls" });
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(apiCalls.length);
    await expect(
      items.some(
        (item) => item.textContent === `POST /auth/login — ${endpointByName.get("auth.login")?.description}`,
      ),
    ).toBe(true);
    await expect(canvas.getByRole("status")).toHaveTextContent(`${apiCalls.length} calls`);
  },
};

/** A long task shows its progress, can be cancelled, and says where it stopped. */
export const LongWork: Story = {
  args: { path: "/saga-example" },
  render: () => <EffectsDemo stepMs={150} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Start" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Offer sent."));
    await expect(canvas.getByRole("progressbar", { name: "Offer progress" })).toHaveAttribute(
      "aria-valuenow",
      String(effectSteps.length),
    );
  },
};
export const LongWorkCancelled: Story = {
  args: { path: "/saga-example" },
  render: () => <EffectsDemo stepMs={60_000} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Start" }));
    await expect(canvas.getByRole("status")).toHaveTextContent(`${effectSteps[0]}…`);
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(canvas.getByRole("status")).toHaveTextContent(`Cancelled during: ${effectSteps[0]}.`);
  },
};

export const Layout: Story = {
  args: { path: "/layout-example" },
};
export const Overlays: Story = {
  args: { path: "/modal" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Ask to confirm" }));
    const confirm = await body.findByRole("alertdialog", { name: "Close the job?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Yes" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("Confirmed.");
    await userEvent.click(canvas.getByRole("button", { name: "Open a drawer" }));
    await body.findByRole("dialog", { name: "A drawer" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: "Open a modal" }));
    const modal = await body.findByRole("dialog", { name: "A modal" });
    await userEvent.click(within(modal).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};
