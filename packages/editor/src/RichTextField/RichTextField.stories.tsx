import { breakpoints } from "@haulboard/ui";
import { atWidth } from "@haulboard/ui/storybook";
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

/** No sideways scroll on the page at any width. */
const expectNoSidewaysScroll = async (canvasElement: HTMLElement) => {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

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
    await expectNoSidewaysScroll(canvasElement);
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
    await expectNoSidewaysScroll(canvasElement);
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
    await expectNoSidewaysScroll(canvasElement);
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
    await expectNoSidewaysScroll(canvasElement);
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
    await expectNoSidewaysScroll(canvasElement);
  },
};

// Every state at the spec's four widths (500, 768, 1230, 1440), in both themes.
const widths = {
  Mobile: "mobile",
  Tablet: "tablet",
  Desktop: "desktop",
  LargeLaptop: "largeLaptop",
} as const;
const at = <S extends { globals?: object; play?: unknown }>(
  story: S,
  width: keyof typeof widths,
  dark = false,
): S => ({
  ...story,
  globals: atWidth(widths[width], dark ? "dark" : "light"),
  play: async (context: { canvasElement: HTMLElement }) => {
    // The story really runs at that width (the page is no wider than the viewport).
    const { clientWidth } = context.canvasElement.ownerDocument.documentElement;
    await expect(clientWidth).toBeLessThanOrEqual(breakpoints[widths[width]]);
    // Less at most a vertical scrollbar.
    await expect(clientWidth).toBeGreaterThan(breakpoints[widths[width]] - 20);
    await (story.play as ((context: unknown) => Promise<void>) | undefined)?.(context);
  },
});

export const EmptyMobile = at(Empty, "Mobile");
export const EmptyMobileDark = at(Empty, "Mobile", true);
export const EmptyTablet = at(Empty, "Tablet");
export const EmptyTabletDark = at(Empty, "Tablet", true);
export const EmptyDesktop = at(Empty, "Desktop");
export const EmptyDesktopDark = at(Empty, "Desktop", true);
export const EmptyLargeLaptop = at(Empty, "LargeLaptop");
export const EmptyLargeLaptopDark = at(Empty, "LargeLaptop", true);
export const FilledMobile = at(Filled, "Mobile");
export const FilledMobileDark = at(Filled, "Mobile", true);
export const FilledLargeLaptopDark = at(Filled, "LargeLaptop", true);
export const InvalidMobile = at(Invalid, "Mobile");
export const InvalidMobileDark = at(Invalid, "Mobile", true);
export const InvalidTablet = at(Invalid, "Tablet");
export const InvalidTabletDark = at(Invalid, "Tablet", true);
export const InvalidDesktop = at(Invalid, "Desktop");
export const InvalidDesktopDark = at(Invalid, "Desktop", true);
export const InvalidLargeLaptop = at(Invalid, "LargeLaptop");
export const InvalidLargeLaptopDark = at(Invalid, "LargeLaptop", true);
export const LoadingMobile = at(Loading, "Mobile");
export const LoadingMobileDark = at(Loading, "Mobile", true);
export const LoadingTablet = at(Loading, "Tablet");
export const LoadingTabletDark = at(Loading, "Tablet", true);
export const LoadingDesktop = at(Loading, "Desktop");
export const LoadingDesktopDark = at(Loading, "Desktop", true);
export const LoadingLargeLaptop = at(Loading, "LargeLaptop");
export const LoadingLargeLaptopDark = at(Loading, "LargeLaptop", true);
export const ReadOnlyMobile = at(ReadOnly, "Mobile");
export const ReadOnlyMobileDark = at(ReadOnly, "Mobile", true);
export const ReadOnlyLargeLaptopDark = at(ReadOnly, "LargeLaptop", true);
