import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { spaceScale } from "../../theme/tokens.ts";
import { Box } from "../Box/Box.tsx";
import { Stack, stackAlignments } from "./Stack.tsx";

const Item = ({ children }: { children: string }) => (
  <Box padding="md" background="brandSubtle" borderRadius="sm">
    {children}
  </Box>
);

const meta = {
  title: "UI/Layout/Stack",
  component: Stack,
  args: {
    space: "lg",
    as: "ul",
    "aria-label": "Steps",
    children: ["Post the job", "Review applicants", "Hire"].map((t) => (
      <li key={t} style={{ listStyle: "none" }}>
        <Item>{t}</Item>
      </li>
    )),
  },
  argTypes: {
    space: { control: "select", options: spaceScale },
    align: { control: "inline-radio", options: stackAlignments },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

/** Items sit one under another, `space` apart. */
export const Spacing: Story = {
  args: { space: "xl" },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    const [first, second] = items.map((i) => i.getBoundingClientRect());
    await expect(second!.top - first!.bottom).toBe(24);
  },
};
