import { ErrorText } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { JobVideoField } from "../../Media/index.ts";
import { filledDraft, uploadState } from "../../testing/wizardFixtures.ts";
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
const filledArgs = {
  values: filledDraft.content,
  description: description(filledDraft.content.jobDescription),
};
export const Filled: Story = { args: filledArgs };
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
