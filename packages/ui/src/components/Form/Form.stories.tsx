import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { Checkbox } from "../Checkbox/Checkbox.tsx";
import { PasswordField } from "../PasswordField/PasswordField.tsx";
import { PhoneField } from "../PhoneField/PhoneField.tsx";
import { TextField } from "../TextField/TextField.tsx";
import { Form, FormActions } from "./Form.tsx";

const meta = {
  title: "UI/Forms/Form",
  component: Form,
  args: { onSubmit: fn(), children: null },
  render: (args) => (
    <Form {...args}>
      <TextField
        name="email"
        label="Email"
        type="email"
        isRequired
        errorMessage={({ validationDetails }) =>
          validationDetails.valueMissing
            ? "This is required — you’ll need to enter an email."
            : "Needs to be a valid email"
        }
      />
      <PhoneField name="phone" label="Phone" />
      <PasswordField name="password" label="Password" autoComplete="new-password" />
      <Checkbox name="acceptEmails" value="yes" defaultSelected>
        Send me emails and text messages
      </Checkbox>
      <FormActions>
        <Button type="submit">Sign up</Button>
      </FormActions>
    </Form>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

/** Submitting an empty required field shows its message and moves focus to it. */
export const RequiredFieldBlocksSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole("button", { name: "Sign up" });
    submit.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const email = canvas.getByRole("textbox", { name: /Email/ });
    await expect(email).toHaveFocus();
    await expect(canvas.getByText("This is required — you’ll need to enter an email.")).toBeVisible();
  },
};

/** Filled in by keyboard, the form hands onSubmit its values by name. */
export const SubmitValues: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard("dana@haulboard.test");
    await userEvent.tab();
    await userEvent.keyboard("5551234567");
    await userEvent.tab();
    await userEvent.keyboard("S3cret!pw{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { email: "dana@haulboard.test", phone: "(555)123-4567", password: "S3cret!pw", acceptEmails: "yes" },
      expect.anything(),
    );
  },
};

/** Server errors by field name show under their fields. */
export const ServerErrors: Story = {
  args: { validationErrors: { email: "Needs to be a valid email" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /Email/ })).toHaveAccessibleDescription(
      "Needs to be a valid email",
    );
  },
};
