import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { TextArea } from "./TextArea.tsx";

const meta = {
  title: "UI/Forms/TextArea",
  component: TextArea,
  args: { label: "Cancellation reason", maxLength: 250 },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = { args: { description: "Tell us why you are leaving." } };

/** The counter follows the text; at the limit typing stops and pasted text is cut. */
export const CounterAndHardLimit: Story = {
  args: { maxLength: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const box = canvas.getByRole("textbox", { name: "Cancellation reason" });
    await expect(box).toHaveFocus();
    await userEvent.keyboard("Too costly");
    await expect(canvas.getByText("10/12")).toBeVisible();
    await userEvent.keyboard(" for us");
    await expect(box).toHaveValue("Too costly f");
    await expect(canvas.getByText("12/12")).toBeVisible();
    await expect(canvas.getByText("0 characters left")).toBeInTheDocument();
    await userEvent.keyboard("{Control>}a{/Control}{Backspace}");
    await userEvent.paste("A pasted reason that is far too long");
    await expect(box).toHaveValue("A pasted rea");
  },
};

export const Invalid: Story = {
  args: { defaultValue: "Other", isInvalid: true, errorMessage: "Please tell us more" },
};
