import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { TagGroup, type TagItem } from "./TagGroup.tsx";

const initialTags: TagItem[] = [
  { id: "1", label: "Night shift" },
  { id: "2", label: "Hazmat" },
  { id: "3", label: "Team driver" },
];

const meta = {
  title: "UI/Forms/TagGroup",
  component: TagGroup,
  args: { label: "Tags", tags: initialTags },
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

function EditableTags({
  onAdd,
  onRemove,
}: {
  onAdd: (text: string) => void;
  onRemove: (ids: string[]) => void;
}) {
  const [tags, setTags] = useState(initialTags);
  return (
    <TagGroup
      label="Tags"
      tags={tags}
      onAdd={(text) => {
        onAdd(text);
        setTags((all) => [...all, { id: String(all.length + 10), label: text }]);
      }}
      onRemove={(ids) => {
        onRemove(ids);
        setTags((all) => all.filter((t) => !ids.includes(t.id)));
      }}
    />
  );
}

/** Delete removes the focused tag; the input adds a tag with Enter. */
export const AddAndRemoveWithKeyboard: Story = {
  args: { onAdd: fn(), onRemove: fn() },
  render: (args) => <EditableTags onAdd={args.onAdd ?? (() => {})} onRemove={args.onRemove ?? (() => {})} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole("grid", { name: "Tags" });
    await userEvent.tab();
    await expect(within(grid).getByRole("row", { name: "Night shift" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(within(grid).getByRole("row", { name: "Hazmat" })).toHaveFocus();
    await userEvent.keyboard("{Delete}");
    await expect(args.onRemove).toHaveBeenCalledWith(["2"]);
    await expect(within(grid).queryByRole("row", { name: "Hazmat" })).toBeNull();
    const next = within(grid).getByRole("row", { name: "Team driver" });
    await expect(next).toHaveFocus();
    // Tab visits the focused tag's remove button, then leaves the group.
    await userEvent.tab();
    await expect(within(next).getByRole("button", { name: /Remove/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "New tag" })).toHaveFocus();
    await userEvent.keyboard("  Flatbed {Enter}");
    await expect(args.onAdd).toHaveBeenCalledWith("Flatbed");
    await expect(within(grid).getByRole("row", { name: "Flatbed" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "New tag" })).toHaveValue("");
  },
};

export const Empty: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No tags")).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { onRemove: fn(), onAdd: fn(), description: "Tags help you sort applicants." },
};
