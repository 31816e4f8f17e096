import { fixtures } from "@haulboard/api/mocks";
import { CompanyTagMessages } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CompanyText } from "../CompanyText.ts";
import { JobTagsEditor } from "./JobTagsEditor.tsx";

const title = "Regional Reefer Driver";
const tags = fixtures.tagsFixture.slice(0, 2);

// One story per state: the widths and themes come from the Storybook configuration.
const meta = {
  title: "Company/Jobs/Job tags",
  component: JobTagsEditor,
  args: {
    title,
    tags,
    canEdit: true,
    onAdd: fn(async () => true),
    onRemove: fn(),
    onUndo: fn(),
  },
} satisfies Meta<typeof JobTagsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An employer adds a tag from the keyboard (Enter) and removes one with its named button. */
export const Editable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("grid", { name: CompanyText.jobTags(title) });
    await expect(within(list).getAllByRole("row")).toHaveLength(2);
    await userEvent.type(canvas.getByRole("textbox", { name: CompanyText.newTag }), "  Night runs {Enter}");
    await expect(args.onAdd).toHaveBeenCalledWith("Night runs");
    await waitFor(() => expect(canvas.getByRole("textbox", { name: CompanyText.newTag })).toHaveValue(""));
    await userEvent.click(canvas.getByRole("button", { name: "Remove tag Call back" }));
    await expect(args.onRemove).toHaveBeenCalledWith(tags[1]);
  },
};

/** The domain's messages: empty, and a tag the job already has (any case). */
export const AddErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: CompanyText.addTag }));
    const field = canvas.getByRole("textbox", { name: CompanyText.newTag });
    await expect(field).toHaveAccessibleDescription(CompanyTagMessages.required);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(field, "priority{Enter}");
    await expect(field).toHaveAccessibleDescription(CompanyTagMessages.duplicate);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** A pasted text over 50 characters shows the rule instead of being cut silently. */
export const TooLong: Story = {
  args: { initialDraft: "x".repeat(51) },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("textbox", { name: CompanyText.newTag });
    await expect(field).toHaveAccessibleDescription(CompanyTagMessages.tooLong);
  },
};

/** The Add button shows the call in progress. */
export const Adding: Story = {
  args: { isAdding: true, initialDraft: "Night runs" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("button", { name: new RegExp(CompanyText.addingTag) }),
    ).toBeVisible();
  },
};

/** After a removal: what was removed, and Undo. */
export const Removed: Story = {
  args: { lastRemoved: "Team drivers" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(CompanyText.tagRemoved("Team drivers"));
    await userEvent.click(canvas.getByRole("button", { name: CompanyText.undoRemoveTag }));
    await expect(args.onUndo).toHaveBeenCalled();
  },
};

export const NoTags: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(CompanyText.noTags)).toBeVisible();
  },
};

/** An internal user: the tags, no remove buttons, no add field. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("row", { name: "Priority" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Remove tag/ })).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: CompanyText.newTag })).toBeNull();
    await expect(canvas.getByText(CompanyText.tagsReadOnly)).toBeVisible();
  },
};
