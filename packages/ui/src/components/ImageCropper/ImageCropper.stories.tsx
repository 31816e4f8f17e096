import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { type CropArea, ImageCropper, type ImageCropperProps } from "./ImageCropper.tsx";

// A generated 900x600 image, so the story needs no network.
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#e6f0fa"/><circle cx="450" cy="300" r="200" fill="#0b5cad"/></svg>',
)}`;

function Controlled(props: ImageCropperProps) {
  const [crop, setCrop] = useState<CropArea>(props.value);
  return (
    <ImageCropper
      {...props}
      value={crop}
      onChange={(next) => {
        setCrop(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "UI/Forms/ImageCropper",
  component: ImageCropper,
  tags: ["autodocs"],
  args: { src: picture, alt: "Company logo", value: { size: 300, left: 0, top: 0 }, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ImageCropper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documentation: Story = {};

export const SizeStepsByTenWithinLimits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const size = await canvas.findByRole("slider", { name: "Crop size" });
    await waitFor(() => expect(canvas.getByTestId("crop-box")).toBeInTheDocument());
    await expect(size).toHaveAttribute("min", "200");
    await userEvent.tab();
    await expect(size).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onChange).toHaveBeenLastCalledWith({ size: 310, left: 0, top: 0 });
    await userEvent.keyboard("{Home}");
    await expect(args.onChange).toHaveBeenLastCalledWith({ size: 200, left: 0, top: 0 });
    // The 900x600 image caps the size at 600 (below the spec's 700).
    await userEvent.keyboard("{End}");
    await expect(size).toHaveValue("600");
    await userEvent.keyboard("{Home}");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(args.onChange).toHaveBeenLastCalledWith({ size: 200, left: 20, top: 0 });
  },
};

/**
 * A logo banner's crop (343×133): the box has the banner's shape, not a square, so it shows exactly what the
 * banner keeps; the top offset stops where the box meets the image's bottom (issue 35 #18).
 */
export const BannerShape: Story = {
  args: { aspect: { width: 343, height: 133 }, value: { size: 600, left: 0, top: 0 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await waitFor(() => canvas.getByTestId("crop-box"));
    const { width, height } = box.getBoundingClientRect();
    await expect(width / height).toBeCloseTo(343 / 133, 1);
    // 600 px wide is 233 px high: in the 900×600 image the box can move down to the image's bottom.
    const top = canvas.getByRole("slider", { name: "Top offset" });
    await expect(top).toBeEnabled();
    top.focus();
    await userEvent.keyboard("{End}");
    const last = args.onChange.mock.lastCall?.[0];
    await expect(last?.top).toBeGreaterThan(350);
    await expect((last?.top ?? 0) + 233).toBeLessThanOrEqual(600);
  },
};
