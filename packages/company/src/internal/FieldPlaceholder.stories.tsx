import { SearchField, Select, TextField } from "@haulboard/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FieldPlaceholder } from "./FieldPlaceholder.tsx";

const meta = {
  title: "Company/Internal/FieldPlaceholder",
  component: FieldPlaceholder,
  args: { label: "Stage" },
} satisfies Meta<typeof FieldPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

const heightOf = (element: Element) => element.getBoundingClientRect().height;

/** A loading field's place is as tall as each field that loads into it, so nothing below it moves. */
export const SameSizeAsTheFields: Story = {
  render: (args) => (
    <div
      data-testid="fields"
      style={{ display: "grid", gridTemplateColumns: "repeat(4, 1fr)", alignItems: "start", gap: 16 }}
    >
      <FieldPlaceholder {...args} />
      <SearchField label="Search applicants" />
      <Select label="Stage" options={[{ id: "new", label: "New" }]} />
      <TextField label="Title" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByTestId("fields");
    // Direct `div`s: the Select also renders a hidden `template` beside its field.
    const [placeholder, ...fields] = [...row.querySelectorAll(":scope > div")];
    await expect(fields).toHaveLength(3);
    await expect(canvas.getByText("Stage", { selector: "span" })).toBeVisible();
    await expect(await canvas.findByRole("searchbox", { name: "Search applicants" })).toBeVisible();
    for (const field of fields) await expect(heightOf(field)).toBe(heightOf(placeholder!));
  },
};
