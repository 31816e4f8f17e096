import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { atWidth } from "../../storybook/globals.ts";
import type { ChoiceOption } from "../CheckboxGroup/CheckboxGroup.tsx";
import { MultiComboBox, type MultiComboBoxProps } from "./MultiComboBox.tsx";

const states: ChoiceOption[] = [
  { id: "TX", label: "Texas" },
  { id: "TN", label: "Tennessee" },
  { id: "OK", label: "Oklahoma" },
  { id: "OH", label: "Ohio" },
  { id: "OR", label: "Oregon" },
];

/** The field with its value kept here, as a form would keep it. */
const Controlled = (props: MultiComboBoxProps) => {
  const [value, setValue] = useState(props.value);
  return (
    <MultiComboBox
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
};

const meta = {
  title: "UI/Forms/MultiComboBox",
  component: MultiComboBox,
  args: { label: "States", options: states, value: [], onChange: fn(), placeholder: "Type a state" },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof MultiComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type to filter, Enter adds, the list stays open for the next; chosen states show as tags. */
export const ChooseByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox", { name: "States" }));
    await userEvent.keyboard("te");
    const list = await within(document.body).findByRole("listbox");
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Texas", "Tennessee"]),
    );
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(["TX"]));
    // Codes match too.
    await userEvent.keyboard("ok");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(["TX", "OK"]));
    // Escape closes the list (while it is open the rest of the page is hidden from assistive technology).
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("listbox")).toBeNull());
    const chosen = canvas.getByRole("grid", { name: "States: chosen" });
    await expect(
      within(chosen)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["Texas", "Oklahoma"]);
  },
};

/** A chosen option is marked in the list and a second Enter takes it away; the tag's × removes it too. */
export const RemoveAgain: Story = {
  args: { value: ["TX", "OH"] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(args.onChange).not.toHaveBeenCalled();
    const chosen = canvas.getByRole("grid", { name: "States: chosen" });
    await userEvent.click(within(chosen).getAllByRole("button")[0]!);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(["OH"]));
    await userEvent.click(canvas.getByRole("combobox", { name: "States" }));
    await userEvent.keyboard("ohio");
    const list = await within(document.body).findByRole("listbox");
    await expect(within(list).getByRole("option", { name: "Ohio" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([]));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("listbox")).toBeNull());
    await expect(canvas.getByText("None chosen")).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("combobox", { name: "States" }));
    await userEvent.keyboard("zz");
    await expect(await within(document.body).findByText("No results")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("listbox")).toBeNull());
  },
};

export const WithError: Story = { args: { value: ["TX"], errorMessage: "Choose states from the list" } };
export const Disabled: Story = { args: { value: ["TX"], isDisabled: true } };
// Five chips wrap inside the field at 500 wide (the field must not push the page sideways).
export const FiveChipsWrapAt500: Story = {
  args: { value: ["TX", "TN", "OK", "OH", "OR"] },
  globals: atWidth("mobile"),
};
