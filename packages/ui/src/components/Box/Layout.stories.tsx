import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Columns } from "../Columns/Columns.tsx";
import { Inline } from "../Inline/Inline.tsx";
import { Stack } from "../Stack/Stack.tsx";
import { Box } from "./Box.tsx";

const meta = {
  title: "UI/Layout/Box",
  component: Box,
  args: {
    padding: "lg",
    background: "surfaceSunken",
    borderRadius: "md",
    children: "A box with theme-bound padding, background and radius",
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

const Tile = ({ children }: { children: string }) => (
  <Box padding="md" background="brandSubtle" borderRadius="sm">
    {children}
  </Box>
);

/** Stack, Inline and Columns compose a screen without custom CSS. */
export const Primitives: Story = {
  render: () => (
    <Stack space="xl">
      <Box as="section" aria-label="Stack">
        <Stack space="sm">
          <Tile>Stack item 1</Tile>
          <Tile>Stack item 2</Tile>
        </Stack>
      </Box>
      <Box as="section" aria-label="Inline">
        <Inline space="sm">
          <Tile>Inline A</Tile>
          <Tile>Inline B</Tile>
          <Tile>Inline C</Tile>
        </Inline>
      </Box>
      <Box as="section" aria-label="Columns">
        <Columns widths={["2fr", "1fr"]}>
          <Tile>Main column</Tile>
          <Tile>Side column</Tile>
        </Columns>
      </Box>
      <Box
        padding={{ mobile: "sm", tablet: "xl" }}
        background="surfaceRaised"
        boxShadow="md"
        borderRadius="lg"
      >
        Responsive padding: small on mobile, larger from tablet.
      </Box>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stack = canvas.getByRole("region", { name: "Stack" }).firstElementChild as HTMLElement;
    await expect(getComputedStyle(stack).flexDirection).toBe("column");
    const inline = canvas.getByRole("region", { name: "Inline" }).firstElementChild as HTMLElement;
    await expect(getComputedStyle(inline).flexWrap).toBe("wrap");
    const main = canvas.getByText("Main column");
    const side = canvas.getByText("Side column");
    // Side by side from the tablet breakpoint up (the test viewport is wider than 768px).
    await expect(main.getBoundingClientRect().top).toBe(side.getBoundingClientRect().top);
    await expect(main.getBoundingClientRect().width).toBeGreaterThan(side.getBoundingClientRect().width);
  },
};
