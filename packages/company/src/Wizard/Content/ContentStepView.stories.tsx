import { ErrorText } from "@haulboard/domain";
import { atWidth } from "@haulboard/ui/storybook";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { JobVideoField } from "../../Media/index.ts";
import { filledDraft, noSidewaysScroll, uploadState } from "../../testing/wizardFixtures.ts";
import { emptyContent } from "../draft.ts";
import { contentErrors } from "../rules.ts";
import { ContentStepView } from "./ContentStepView.tsx";
import { RichTextField } from "./RichTextField.tsx";

const description = (html: string) => (
  <RichTextField label="Job description" defaultValue={html} onChange={() => {}} />
);

const meta = {
  title: "Company/Job wizard/1 Content",
  component: ContentStepView,
  args: {
    values: emptyContent,
    onChange: fn(),
    onNext: fn(),
    description: description(""),
    video: <JobVideoField upload={uploadState(null)} />,
  },
} satisfies Meta<typeof ContentStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /Job title/ })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};
export const EmptyDark: Story = { ...Empty, globals: { theme: "dark" } };

const filledArgs = {
  values: filledDraft.content,
  description: description(filledDraft.content.jobDescription),
};
export const Filled: Story = { args: filledArgs };
export const FilledMobile: Story = { args: filledArgs, globals: atWidth("mobile") };
export const FilledTablet: Story = { args: filledArgs, globals: atWidth("tablet") };
export const FilledDesktop: Story = { args: filledArgs, globals: atWidth("desktop") };
export const FilledLargeLaptop: Story = { args: filledArgs, globals: atWidth("largeLaptop") };
export const FilledDark: Story = {
  args: filledArgs,
  globals: atWidth("mobile", "dark"),
};

const invalidArgs = {
  values: { ...emptyContent, expectedPay: "123456789" },
  errors: contentErrors({ ...emptyContent, expectedPay: "123456789" }),
};
export const Invalid: Story = {
  args: invalidArgs,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Job title is required")).toBeVisible();
  },
};
export const InvalidMobile: Story = { ...Invalid, globals: atWidth("mobile") };
export const InvalidDark: Story = { ...Invalid, globals: { theme: "dark" } };

export const Uploading: Story = {
  args: {
    ...filledArgs,
    video: (
      <JobVideoField
        upload={uploadState({
          name: "yard-tour.mp4",
          kind: "video",
          status: "uploading",
          bytesSent: 4_200_000,
          totalBytes: 12_000_000,
        })}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    // The upload's progress, and the step keeps its fields.
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("progressbar", { name: "yard-tour.mp4" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Job title/ })).toHaveValue(filledDraft.content.title);
  },
};

/** A failed upload: the spec's text, and Next is refused with it. */
export const UploadFailed: Story = {
  args: {
    ...filledArgs,
    stepError: ErrorText.multimediaUploadFailed,
    video: (
      <JobVideoField
        upload={uploadState({
          name: "yard-tour.mp4",
          kind: "video",
          status: "failed",
          bytesSent: 5_242_880,
          totalBytes: 12_000_000,
          error: ErrorText.multimediaUploadFailed,
        })}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(ErrorText.multimediaUploadFailed).length).toBeGreaterThan(0);
  },
};
export const UploadFailedMobile: Story = { ...UploadFailed, globals: atWidth("mobile") };
export const UploadFailedDark: Story = { ...UploadFailed, globals: { theme: "dark" } };

// Every state at the spec's four widths (500, 768, 1230, 1440) and in the dark theme: the state's own
// play, then no page-level sideways scroll (axe runs on each, as on every story).
const at = (story: Story, globals: NonNullable<Story["globals"]>): Story => ({
  ...story,
  globals: { ...story.globals, ...globals },
  play: async (context) => {
    await story.play?.(context);
    await expect(noSidewaysScroll(context.canvasElement)).toBe(true);
  },
});
export const EmptyMobile: Story = at(Empty, atWidth("mobile"));
export const EmptyTablet: Story = at(Empty, atWidth("tablet"));
export const EmptyDesktop: Story = at(Empty, atWidth("desktop"));
export const EmptyLargeLaptop: Story = at(Empty, atWidth("largeLaptop"));
export const InvalidTablet: Story = at(Invalid, atWidth("tablet"));
export const InvalidDesktop: Story = at(Invalid, atWidth("desktop"));
export const InvalidLargeLaptop: Story = at(Invalid, atWidth("largeLaptop"));
export const UploadingMobile: Story = at(Uploading, atWidth("mobile"));
export const UploadingTablet: Story = at(Uploading, atWidth("tablet"));
export const UploadingDesktop: Story = at(Uploading, atWidth("desktop"));
export const UploadingLargeLaptop: Story = at(Uploading, atWidth("largeLaptop"));
export const UploadingDark: Story = at(Uploading, { theme: "dark" });
export const UploadFailedTablet: Story = at(UploadFailed, atWidth("tablet"));
export const UploadFailedDesktop: Story = at(UploadFailed, atWidth("desktop"));
export const UploadFailedLargeLaptop: Story = at(UploadFailed, atWidth("largeLaptop"));
