import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Icon } from "../Icon/Icon.tsx";
import { arrowRightIcon, plusIcon } from "../Icon/icons.tsx";
import { Button, buttonSizes, buttonVariants } from "./Button.tsx";

const meta = {
  title: "UI/Actions/Button",
  component: Button,
  args: { children: "Post job", onPress: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: buttonVariants },
    size: { control: "inline-radio", options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

/** Every variant at every size, plus disabled and loading. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: "1rem" }}>
      {buttonSizes.map((size) => (
        <div key={size} style={{ display: "flex", gap: "0.75rem", flexWrap: "wrap", alignItems: "center" }}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button {...args} size={size} isDisabled>
            Disabled
          </Button>
          <Button {...args} size={size} isLoading>
            Saving
          </Button>
        </div>
      ))}
      <div style={{ display: "flex", gap: "0.75rem" }}>
        <Button {...args} iconStart={<Icon icon={plusIcon} />}>
          Post a job
        </Button>
        <Button {...args} variant="secondary" iconEnd={<Icon icon={arrowRightIcon} />}>
          Next
        </Button>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "primary medium" })).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: "Disabled" })[0]).toBeDisabled();
  },
};

export const PressWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Post job" });
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Post job" });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A loading button stays focusable, ignores presses and says it is loading. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Post job Loading" });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

// Any node react-aria's global live announcer holds that points at an element by id.
const announcerReferences = () => document.querySelectorAll("[data-live-announcer] [aria-labelledby]");

function SaveDemo({ onSave }: { onSave: () => void }) {
  const [isSaving, setSaving] = useState(false);
  return (
    <Button
      isLoading={isSaving}
      onPress={() => {
        onSave();
        setSaving(true);
        setTimeout(() => setSaving(false), 50);
      }}
    >
      Save
    </Button>
  );
}

/**
 * Pressing starts a short save: the button shows loading (presses are ignored), then returns. Nothing is
 * added outside the button (no live-announcer node that would dangle once the button is gone).
 */
export const LoadingCycle: Story = {
  render: (args) => <SaveDemo onSave={args.onPress as () => void} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const loading = canvas.getByRole("button", { name: "Save Loading" });
    await expect(loading).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole("button", { name: "Save" })).not.toHaveAttribute("aria-disabled");
    await expect(announcerReferences()).toHaveLength(0);
  },
};

function SubmitDemo({ onSubmit }: { onSubmit: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label>
        Company name <input name="company" />
      </label>
      <Button type="submit" isLoading>
        Save
      </Button>
    </form>
  );
}

/** A loading submit button does not submit its form, neither by pressing it nor by Enter in a field. */
export const LoadingSubmitDoesNotSubmit: Story = {
  render: (args) => <SubmitDemo onSubmit={args.onPress as () => void} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Company name" })).toHaveFocus();
    await userEvent.keyboard("Acme{Enter}");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Save Loading" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
