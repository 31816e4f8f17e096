import { fixtures } from "@haulboard/api/mocks";
import { ApplicantNoteMessages, ApplicantText, ErrorText } from "@haulboard/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { ApplicantPanel } from "./ApplicantPanel.tsx";
import { ApplicantsText } from "./ApplicantsText.ts";

const applicant = { ...fixtures.applicantsFixture[0]!, stage: "reviewed" as const, match: 0.8 };
const notes = [
  {
    id: 1,
    body: "Called, will call back Friday",
    authorName: "Cody Carver",
    createdAt: "2026-03-12T15:04:00.000Z",
    canDelete: true,
  },
  {
    id: 2,
    body: "Prefers nights\nHas a team partner",
    authorName: null,
    createdAt: "2026-03-13T09:30:00.000Z",
    canDelete: false,
  },
];

const meta = {
  title: "Company/Applicants/Applicant panel",
  component: ApplicantPanel,
  args: {
    applicant,
    companyTags: fixtures.tagsFixture,
    notes,
    noteText: "",
    onNoteTextChange: fn(),
    onAddNote: fn(),
    onDeleteNote: fn(),
    onStageChange: fn(),
    onAttachTag: fn(),
    onDetachTag: fn(),
    onCleanAllTags: fn(),
  },
} satisfies Meta<typeof ApplicantPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled: Story["play"] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  // The whole record is here (the grid shows only the triage columns): endorsements, work experiences.
  await expect(canvas.getByText(ApplicantsText.columns.endorsements)).toBeVisible();
  await expect(canvas.getByText(ApplicantsText.columns.workExperiences)).toBeVisible();
  await expect(canvas.getByText(ApplicantsText.columns.withinRange)).toBeVisible();
  const list = canvas.getByRole("list", { name: ApplicantsText.notes });
  await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  await expect(canvas.getByText(ApplicantsText.noteBy("Cody Carver", "03/12/2026"))).toBeVisible();
  await expect(canvas.getByText(ApplicantsText.noteBy(null, "03/13/2026"))).toBeVisible();
  // Only the notes the caller may delete offer Delete (the server decides: author, company admin, admin).
  await expect(canvas.getAllByRole("button", { name: /^Delete note of/ })).toHaveLength(1);
  await userEvent.click(
    canvas.getByRole("button", { name: ApplicantsText.deleteNoteLabel("Cody Carver", "03/12/2026") }),
  );
  await expect(args.onDeleteNote).toHaveBeenCalledWith(notes[0]);
  // The applicant's tag; the attach list offers only the company's other tags.
  const held = fixtures.tagsFixture[0]!;
  await expect(canvas.getByRole("row", { name: held.tag })).toBeVisible();
  await userEvent.click(canvas.getByRole("button", { name: new RegExp(ApplicantsText.addTag) }));
  const options = (await body.findAllByRole("option")).map((option) => option.textContent);
  await expect(options).not.toContain(held.tag);
  const other = fixtures.tagsFixture[2]!;
  await userEvent.click(body.getByRole("option", { name: other.tag }));
  await userEvent.click(canvas.getByRole("button", { name: ApplicantsText.attach }));
  await expect(args.onAttachTag).toHaveBeenCalledWith(other.id);
  await userEvent.click(canvas.getByRole("button", { name: ApplicantsText.cleanAll }));
  await expect(args.onCleanAllTags).toHaveBeenCalled();
};

export const Filled: Story = { play: filled };
/** The stage select moves this applicant; Delete on a focused tag detaches it. */
export const StageAndDetach: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: new RegExp(ApplicantsText.panelStage) }));
    await userEvent.click(await body.findByRole("option", { name: "Hired" }));
    await expect(args.onStageChange).toHaveBeenCalledWith("hired");
    const tags = canvas.getByRole("grid", { name: ApplicantsText.applicantTags });
    await userEvent.click(within(tags).getByRole("button"));
    await expect(args.onDetachTag).toHaveBeenCalledWith(fixtures.tagsFixture[0]!.id);
  },
};

/** Writing a note: the text goes up to the container, Add note submits. */
export const WritingANote: Story = {
  args: { noteText: "Good fit" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: ApplicantsText.note });
    await userEvent.type(box, "!");
    await expect(args.onNoteTextChange).toHaveBeenCalledWith("Good fit!");
    await userEvent.click(canvas.getByRole("button", { name: ApplicantsText.addNote }));
    await expect(args.onAddNote).toHaveBeenCalled();
  },
};

const invalidNote: Story["play"] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByText(ApplicantNoteMessages.required)).toBeVisible();
};
export const NoteRequired: Story = { args: { noteError: ApplicantNoteMessages.required }, play: invalidNote };
const noNotes: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(ApplicantsText.noNotes)).toBeVisible();
  await expect(canvas.getByText(ApplicantsText.noApplicantTags)).toBeVisible();
  await expect(canvas.getByText(ApplicantText.noCdl)).toBeVisible();
  await expect(canvas.getByRole("button", { name: ApplicantsText.cleanAll })).toBeDisabled();
};
const bare = { ...fixtures.applicantsFixture[2]!, tags: [] };
export const NoNotesNoTags: Story = { args: { notes: [], applicant: bare }, play: noNotes };
export const NotesLoading: Story = {
  args: { notes: [], isNotesLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ApplicantsText.notesLoading)).toBeVisible();
  },
};
export const NotesFailed: Story = {
  args: { notes: [], notesError: ErrorText.communication },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(ErrorText.communication);
  },
};
