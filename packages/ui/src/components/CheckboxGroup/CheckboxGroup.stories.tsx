import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CheckboxGroup, choiceOrientations } from "./CheckboxGroup.tsx";

const endorsements = [
  { id: "hazmat", label: "Hazmat" },
  { id: "tanker", label: "Tanker" },
  { id: "doubles", label: "Doubles/Triples" },
  { id: "passenger", label: "Passenger", isDisabled: true },
] as const;

const meta = {
  title: "UI/Forms/CheckboxGroup",
  component: CheckboxGroup,
  args: { label: "Endorsements", options: endorsements, onChange: fn() },
  argTypes: { orientation: { control: "inline-radio", options: choiceOrientations } },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = { args: { description: "Choose every endorsement the job needs." } };

/** Tab moves between boxes, Space checks; the value is the list of checked ids. */
export const CheckWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Endorsements" })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: "Hazmat" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith(["hazmat", "doubles"]);
    await expect(canvas.getByRole("checkbox", { name: "Passenger" })).toBeDisabled();
  },
};

export const Horizontal: Story = {
  args: { orientation: "horizontal", isInvalid: true, errorMessage: "Choose at least one endorsement" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Choose at least one endorsement")).toBeVisible();
    const hazmat = canvas.getByText("Hazmat").getBoundingClientRect();
    const tanker = canvas.getByText("Tanker").getBoundingClientRect();
    await expect(tanker.top).toBe(hazmat.top);
    await expect(tanker.left).toBeGreaterThan(hazmat.right);
  },
};
