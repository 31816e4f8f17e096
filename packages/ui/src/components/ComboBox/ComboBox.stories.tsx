import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { ChoiceOption } from "../CheckboxGroup/CheckboxGroup.tsx";
import { ComboBox } from "./ComboBox.tsx";

const cities: ChoiceOption[] = [
  { id: "dallas", label: "Dallas, TX" },
  { id: "dalton", label: "Dalton, GA" },
  { id: "denver", label: "Denver, CO" },
  { id: "detroit", label: "Detroit, MI" },
];

const searchCities = async (text: string): Promise<readonly ChoiceOption[]> =>
  cities.filter((c) => c.label.toLowerCase().startsWith(text.toLowerCase()));

const meta = {
  title: "UI/Forms/ComboBox",
  component: ComboBox,
  args: { label: "City", onSelectionChange: fn() },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = { args: { options: cities, description: "Start typing a city." } };

/** Fixed options are filtered as you type; arrows and Enter choose. */
export const FilterFixedOptions: Story = {
  args: { options: cities },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("de");
    const list = await within(document.body).findByRole("listbox");
    await expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Denver, CO", "Detroit, MI"]);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(canvas.getByRole("combobox", { name: "City" })).toHaveValue("Denver, CO");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("denver");
  },
};

/** Waits for the browser to paint twice: long enough for any scroll the keyboard caused to be reported. */
const nextFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * A full-width field: moving through the list with the arrow keys must not scroll the page sideways
 * (a page scroll closes the list and throws the typed text away).
 */
export const FullWidthKeepsListOpen: Story = {
  args: { options: cities },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "City" });
    await userEvent.tab();
    await userEvent.keyboard("de");
    await within(document.body).findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() =>
      expect(document.getElementById(input.getAttribute("aria-activedescendant") ?? "")).toHaveTextContent(
        "Denver, CO",
      ),
    );
    await nextFrames();
    await nextFrames();
    const list = within(document.body).getByRole("listbox");
    await expect(list).toBeVisible();
    // The list fits the window: the page did not become wider than the screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(input).toHaveValue("de");
    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveValue("Denver, CO");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("denver");
  },
};

/** Async suggestions wait for a 300 ms pause: typing "Dal" quickly asks the server once, for "Dal". */
export const AsyncSuggestionsDebounced: Story = {
  args: { loadSuggestions: fn(searchCities) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("Dal");
    await expect(args.loadSuggestions).not.toHaveBeenCalled();
    const option = await within(document.body).findByRole("option", { name: "Dallas, TX" });
    await expect(args.loadSuggestions).toHaveBeenCalledOnce();
    await expect(args.loadSuggestions).toHaveBeenCalledWith("Dal", expect.any(AbortSignal));
    await expect(within(document.body).getAllByRole("option")).toHaveLength(2);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(canvas.getByRole("combobox", { name: "City" })).toHaveValue(option.textContent);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("dallas");
  },
};

/** When the loader fails, the list says so. */
export const AsyncError: Story = {
  args: { loadSuggestions: () => Promise.reject(new Error("offline")), debounceMs: 10 },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard("Dal");
    await waitFor(() =>
      expect(within(document.body).getByText("Suggestions could not be loaded")).toBeVisible(),
    );
  },
};

export const Invalid: Story = {
  args: { options: cities, isInvalid: true, errorMessage: "Choose a city from the list" },
};
