import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { everyConstruct } from "../schema/fixtures.ts";
import { serializeHtml } from "../schema/html.ts";
import { RichTextView } from "./RichTextView.tsx";

const meta = {
  title: "Editor/RichTextView",
  component: RichTextView,
  tags: ["autodocs"],
  args: { html: serializeHtml(everyConstruct()), label: "Job description" },
} satisfies Meta<typeof RichTextView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stored HTML shown read-only with the editor's styles (job detail, news post). */
export const Documentation: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Job description" });
    await expect(within(region).getByRole("heading", { level: 1, name: "Heading 1" })).toBeVisible();
    await expect(within(region).getByRole("table")).toBeVisible();
    await expect(within(region).getByRole("link", { name: "A link" })).toHaveAttribute(
      "rel",
      "noopener noreferrer nofollow",
    );
    await expect(within(region).getByRole("img", { name: "A red truck" })).toHaveAttribute("width", "720");
    // Read-only: nothing to type into.
    await expect(within(region).queryByRole("textbox")).toBeNull();
    await expect(region.querySelector("[contenteditable]")).toBeNull();
  },
};

/** HTML from elsewhere keeps only what the editor could have written. */
export const DropsWhatTheSchemaCannotHold: Story = {
  args: {
    label: "News post",
    html: [
      '<h2 onclick="alert(1)">Fleet news</h2>',
      "<script>window.__hacked = true</script>",
      '<p style="color: red; margin-left: 30px">Indented <a href="javascript:alert(1)">not a link</a></p>',
      '<p><img src="data:image/png;base64,AAAA" alt="tracker"><iframe src="https://evil.example"></iframe></p>',
    ].join(""),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "News post" });
    await expect(within(region).getByRole("heading", { level: 2, name: "Fleet news" })).not.toHaveAttribute(
      "onclick",
    );
    await expect(region.querySelector("script, iframe, img")).toBeNull();
    await expect(within(region).queryByRole("link")).toBeNull();
    await expect(within(region).getByText(/^Indented/)).toHaveStyle({ marginLeft: "30px" });
    await expect(
      within(region)
        .getByText(/^Indented/)
        .getAttribute("style"),
    ).not.toMatch(/color/);
    await expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
  },
};
