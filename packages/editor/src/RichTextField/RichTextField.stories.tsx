import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { fakeUploader } from "../stories/storyHelpers.ts";
import { RichTextContent, RichTextField, RichTextFieldSkeleton } from "./RichTextField.tsx";

const description = "What the job is, the route, home time, pay and benefits.";
const stored =
  "<h2>Regional CDL-A driver</h2><p>Home <strong>every weekend</strong>, paid weekly.</p><ul><li><p>Medical</p></li><li><p>401(k)</p></li></ul>";

/**
 * The form field that job and news screens use: the editor loads as its own chunk when the field
 * renders (a skeleton stands in meanwhile); label, description and error are wired to the editing area.
 */
const meta = {
  title: "Editor/RichTextField",
  component: RichTextField,
  tags: ["autodocs"],
  args: { label: "Job description", description, onChange: fn(), uploadImage: fakeUploader() },
  render: (args) => (
    <div style={{ maxWidth: 900 }}>
      <RichTextField {...args} />
      <button type="button" style={{ marginTop: 16 }}>
        Next
      </button>
    </div>
  ),
} satisfies Meta<typeof RichTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

const editorOf = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole("textbox", { name: "Job description" }, { timeout: 10_000 });

/** An empty field: type, and the host receives the HTML when focus leaves. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = await editorOf(canvasElement);
    await expect(editor).toHaveAccessibleDescription(description);
    await userEvent.click(editor);
    await userEvent.keyboard("Home weekly, {Control>}b{/Control}paid weekly{Control>}b{/Control}.");
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("button", { name: "Next" })).toHaveFocus();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith("<p>Home weekly, <strong>paid weekly</strong>.</p>"),
    );
  },
};

/** A stored description loaded into the field. */
export const Filled: Story = {
  args: { defaultValue: stored },
  play: async ({ canvasElement }) => {
    const editor = await editorOf(canvasElement);
    await expect(
      within(editor).getByRole("heading", { level: 2, name: "Regional CDL-A driver" }),
    ).toBeVisible();
  },
};

/** Required and invalid: the error describes the editing area, which is marked invalid. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: "Enter a job description." },
  play: async ({ canvasElement }) => {
    const editor = await editorOf(canvasElement);
    await expect(editor).toHaveAttribute("aria-invalid", "true");
    await expect(editor).toHaveAttribute("aria-required", "true");
    await expect(editor).toHaveAccessibleDescription(`${description} Enter a job description.`);
    await expect(within(canvasElement).getByText("Enter a job description.")).toBeVisible();
  },
};

/** While the editor's code loads: the label, a box of the editor's size and the help text. */
export const Loading: Story = {
  render: (args) => (
    <div style={{ maxWidth: 900 }}>
      <RichTextFieldSkeleton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the Job description editor");
    await expect(canvas.getByText(description)).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

/** The read-only view, loaded on demand like the field (job detail, news post). */
export const ReadOnly: StoryObj<typeof RichTextContent> = {
  render: () => (
    <div style={{ maxWidth: 900 }}>
      <RichTextContent html={stored} label="Job description" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole(
      "region",
      { name: "Job description" },
      { timeout: 10_000 },
    );
    await expect(
      within(region).getByRole("heading", { level: 2, name: "Regional CDL-A driver" }),
    ).toBeVisible();
    await expect(within(region).queryByRole("textbox")).toBeNull();
  },
};
