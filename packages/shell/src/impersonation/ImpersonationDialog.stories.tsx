import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ImpersonationDialog, type PickerOption } from "./ImpersonationDialog.tsx";

const companies: PickerOption[] = [
  { id: 1042, name: "Blue Ridge Freight" },
  { id: 1041, name: "Prairie Line Transport" },
];
const users: Record<number, PickerOption[]> = {
  1042: [
    { id: 501, name: "Dana Whitfield" },
    { id: 503, name: "Rosa Delgado" },
  ],
  1041: [],
};

const meta = {
  title: "Shell/Impersonation/Please select",
  component: ImpersonationDialog,
  tags: ["autodocs"],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    searchCompanies: fn(async (typed: string) =>
      companies.filter((company) => company.name.toLowerCase().includes(typed.toLowerCase())),
    ),
    loadUsers: fn(async (companyId: number) => users[companyId] ?? []),
  },
} satisfies Meta<typeof ImpersonationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const ChooseCompanyAndUser: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Please select" });
    const inside = within(dialog);
    await waitFor(() =>
      expect(inside.getByText("Select the company and user you want to impersonate")).toBeVisible(),
    );
    const confirm = inside.getByRole("button", { name: "Confirm" });
    await expect(confirm).toBeDisabled();
    await expect(inside.getByRole("combobox", { name: "Select a user" })).toBeDisabled();

    await userEvent.type(inside.getByRole("combobox", { name: "Companies" }), "ridge");
    await userEvent.click(await body(canvasElement).findByRole("option", { name: "Blue Ridge Freight" }));
    await waitFor(() => expect(args.loadUsers).toHaveBeenCalledWith(1042));
    const userPicker = inside.getByRole("combobox", { name: "Select a user" });
    await waitFor(() => expect(userPicker).toBeEnabled());
    await userEvent.click(userPicker);
    await userEvent.click(await body(canvasElement).findByRole("option", { name: "Rosa Delgado" }));
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith({
      company: companies[0],
      user: { id: 503, name: "Rosa Delgado" },
    });
  },
};

export const Failed: Story = { args: { error: "There was a problem with communication" } };

export const Pending: Story = { args: { isPending: true } };
