import { AdMessages } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { adsFixture } from "../testing/fixtures.ts";
import { AdEditorView, type AdEditorViewProps } from "./AdEditorView.tsx";
import { type AdFormErrors, type AdFormValues, emptyAdForm, formFromAd, validateAdForm } from "./adForm.ts";

/** The view with local values and the form's own checks, as the screen runs it. */
function Editor(props: AdEditorViewProps & { readonly onValid: (input: unknown) => void }) {
  const [values, setValues] = useState<AdFormValues>(props.values);
  const [errors, setErrors] = useState<AdFormErrors>(props.errors);
  return (
    <AdEditorView
      {...props}
      values={values}
      errors={errors}
      onChange={setValues}
      onSubmit={() => {
        const checked = validateAdForm(values);
        setErrors(checked.ok ? {} : checked.errors);
        if (checked.ok) props.onValid(checked.input);
      }}
    />
  );
}

const meta = {
  title: "Ads/Editor",
  component: Editor,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    mode: "create",
    values: emptyAdForm,
    errors: {},
    onChange: fn(),
    onUpload: fn(),
    upload: { state: "idle" },
    onSubmit: fn(),
    onValid: fn(),
  },
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "New ad" })).toBeVisible();
    await expect(canvas.getByText("Upload an image or a video to see it in its placements.")).toBeVisible();
  },
};

export const RefusesScriptTargets: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^Name/ }), "Fuel");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Advertiser/ }), "Fuel Partner");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Headline/ }), "15¢ off");
    const target = canvas.getByRole("textbox", { name: /^Target URL/ });
    await userEvent.clear(target);
    await userEvent.type(target, "javascript:alert(1)");
    await userEvent.click(canvas.getByRole("button", { name: "Create ad" }));
    await expect(await canvas.findByText(AdMessages.targetHttps)).toBeVisible();
    await expect(args.onValid).not.toHaveBeenCalled();
    await userEvent.clear(target);
    await userEvent.type(target, "https://fuelpartner.example/offer");
    await userEvent.click(canvas.getByRole("button", { name: "Create ad" }));
    await expect(args.onValid).toHaveBeenCalledWith(
      expect.objectContaining({ targetUrl: "https://fuelpartner.example/offer", startsAt: null }),
    );
  },
};

export const EditWithPreview: Story = {
  args: { mode: "edit", values: formFromAd(adsFixture[0]!) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole("region", { name: "Preview" });
    await expect(within(preview).getByText(/Drivers' home — banner · 728 × 90/)).toBeVisible();
    await expect(within(preview).getByText(/Between posts on a news post · 728 × 90/)).toBeVisible();
    await expect(within(preview).getAllByRole("img", { name: "A green fuel card banner" })).toHaveLength(2);
    await userEvent.click(canvas.getByRole("checkbox", { name: /Drivers' news list/ }));
    await expect(within(preview).getAllByRole("img", { name: "A green fuel card banner" })).toHaveLength(3);
  },
};

export const VideoRefusedBetweenPosts: Story = {
  args: { mode: "edit", values: { ...formFromAd(adsFixture[1]!), placements: ["home_card", "news_post"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save ad" }));
    await expect(await canvas.findByText(AdMessages.videoNotAllowed)).toBeVisible();
  },
};

/** State targeting: search the US states by name or code, pick several, remove one; the body carries the codes. */
export const TargetStates: Story = {
  args: { mode: "edit", values: { ...formFromAd(adsFixture[0]!), states: ["TX"] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chosen = () => canvas.getByRole("grid", { name: "Targeted states" });
    await expect(within(chosen()).getByRole("row", { name: "Texas" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("combobox", { name: "Only in these states" }));
    await userEvent.keyboard("okla");
    const list = await within(document.body).findByRole("listbox");
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Oklahoma"]),
    );
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await userEvent.keyboard("NM");
    await waitFor(() => expect(within(list).getByRole("option", { name: "New Mexico" })).toBeInTheDocument());
    await userEvent.keyboard("{ArrowDown}{Enter}{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("listbox")).toBeNull());
    await expect(
      within(chosen())
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["Texas", "Oklahoma", "New Mexico"]);
    await userEvent.click(within(within(chosen()).getByRole("row", { name: "Texas" })).getByRole("button"));
    await userEvent.click(canvas.getByRole("button", { name: "Save ad" }));
    await expect(args.onValid).toHaveBeenCalledWith(expect.objectContaining({ states: ["OK", "NM"] }));
  },
};
export const Uploading: Story = { args: { upload: { state: "uploading", percent: 42 } } };
export const Saving: Story = {
  args: { mode: "edit", values: formFromAd(adsFixture[0]!), isSubmitting: true },
};
