import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { type ModalStep, MultiStepModal, type MultiStepModalProps } from "./MultiStepModal.tsx";

// The Unsubscribe modal (access §3 and §4): Confirmation, then Reason.
const reasons = [
  { value: "0", label: "No longer want the service" },
  { value: "1", label: "Unhappy with the coverage" },
  { value: "6", label: "Other" },
];

const makeSteps = (onSubmit: (reason: string) => void): ModalStep[] => [
  {
    id: "confirmation",
    title: "Confirmation",
    content: "Do you want to unsubscribe from the service?",
    actions: ({ next, close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button onPress={next}>Confirm</Button>
      </>
    ),
  },
  {
    id: "reason",
    title: "Reason",
    content: () => (
      <fieldset style={{ border: "none", padding: 0, margin: 0 }}>
        <legend>Why are you unsubscribing?</legend>
        {reasons.map((reason) => (
          <label key={reason.value} style={{ display: "block" }}>
            <input type="radio" name="reason" value={reason.value} /> {reason.label}
          </label>
        ))}
      </fieldset>
    ),
    actions: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button
          variant="critical"
          onPress={() => {
            onSubmit("0");
            close();
          }}
        >
          Unsubscribe
        </Button>
      </>
    ),
  },
];

function Unsubscribe(props: MultiStepModalProps & { onSubmit: (reason: string) => void }) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Unsubscribe
      </Button>
      <MultiStepModal
        {...props}
        steps={makeSteps(props.onSubmit)}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange(open);
        }}
      />
    </>
  );
}

const meta = {
  title: "UI/Overlays/MultiStepModal",
  component: MultiStepModal,
  tags: ["autodocs"],
  args: { isOpen: false, onOpenChange: fn(), steps: makeSteps(() => {}) },
} satisfies Meta<typeof MultiStepModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = { render: (args) => <Unsubscribe {...args} onSubmit={() => {}} /> };

export const ConfirmThenReasonThenBackToStart: Story = {
  args: { onOpenChange: fn() },
  render: (args) => <Unsubscribe {...args} onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    let dialog = await body.findByRole("dialog", { name: "Confirmation" });
    await expect(dialog).toHaveTextContent("Step 1 of 2");
    within(dialog).getByRole("button", { name: "Confirm" }).focus();
    await userEvent.keyboard("{Enter}");
    dialog = await body.findByRole("dialog", { name: "Reason" });
    await waitFor(() => expect(within(dialog).getByRole("radio", { name: "Other" })).toBeVisible());
    within(dialog).getByRole("button", { name: "Unsubscribe" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    // Opening again starts at the Confirmation step.
    within(canvasElement).getByRole("button", { name: "Unsubscribe" }).focus();
    await userEvent.keyboard("{Enter}");
    await body.findByRole("dialog", { name: "Confirmation" });
    await userEvent.keyboard("{Escape}");
  },
};

export const Open: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Confirmation" });
  },
};
