import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Icon, iconSizes } from "./Icon.tsx";
import { allIcons, iconByName } from "./iconSet.ts";
import { closeIcon, truckIcon, warningIcon } from "./icons.tsx";

const meta = {
  title: "UI/Media/Icon",
  component: Icon,
  args: { icon: truckIcon },
  argTypes: {
    icon: { control: "select", options: Object.keys(iconByName), mapping: iconByName },
    size: { control: "inline-radio", options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single icon; decorative unless it has a `label`. */
export const Documentation: Story = {};

/** Every icon of the set, with its name. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(7rem, 1fr))",
        gap: "1rem",
        listStyle: "none",
        padding: 0,
      }}
    >
      {allIcons.map((icon) => (
        <li
          key={icon.name}
          style={{ display: "flex", flexDirection: "column", alignItems: "center", gap: "0.25rem" }}
        >
          <Icon icon={icon} size="large" label={icon.name} />
          <code>{icon.name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("img")).toHaveLength(allIcons.length);
    await expect(canvas.getByRole("img", { name: "bolt" })).toBeVisible();
  },
};

/** Without a label the icon is hidden from assistive technology. */
export const DecorativeIsHidden: Story = {
  args: { icon: closeIcon },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("img")).toBeNull();
  },
};

/** With a label the icon is an image with that name. */
export const Meaningful: Story = {
  args: { icon: warningIcon, label: "Warning" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "Warning" })).toBeVisible();
  },
};
