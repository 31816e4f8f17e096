import { applicantColumnLabels } from "@haulboard/domain";

/**
 * The applicants screen's own texts (issue 17; the spec gives no wording beyond 'n/a' and 'No CDL.', which
 * come from the domain's `ApplicantText`).
 */
export const ApplicantsText = {
  title: "Applicants",
  back: "Back to the job",
  backToJobs: "Back to Posted Jobs",
  gridLabel: "Applicants",
  notFound: "This job does not exist or belongs to another company, so its applicants cannot be shown.",
  empty: "No one has applied to this job yet.",
  search: "Search by name, email, phone or city",
  stageFilter: "Stage",
  anyStage: "Any stage",
  tagFilter: "Tag",
  anyTag: "Any tag",
  total: (count: number) => (count === 1 ? "1 applicant" : `${count} applicants`),
  columns: applicantColumnLabels,
  newMarker: "New",
  daysAgo: (days: number) => (days === 0 ? "applied today" : days === 1 ? "1 day ago" : `${days} days ago`),
  miles: (miles: number) => `${miles.toFixed(2)} mi`,
  percent: (percent: number) => `${percent}%`,
  open: (name: string) => `Notes and tags of ${name}`,
  // Bulk actions on the selection.
  bulkLabel: "Selected applicants",
  selected: (count: number) => (count === 1 ? "1 applicant selected" : `${count} applicants selected`),
  moveTo: "Move to stage",
  moveButton: "Move",
  bulkTag: "Tag to add or remove",
  chooseTag: "Choose a tag",
  tagButton: "Tag",
  untagButton: "Untag",
  confirmTitle: "Change the selected applicants?",
  confirmStage: (count: number, stage: string) =>
    `Move ${count === 1 ? "1 applicant" : `${count} applicants`} to ${stage}?`,
  confirmTag: (count: number, tag: string) =>
    `Tag ${count === 1 ? "1 applicant" : `${count} applicants`} with “${tag}”?`,
  confirmUntag: (count: number, tag: string) =>
    `Remove “${tag}” from ${count === 1 ? "1 applicant" : `${count} applicants`}?`,
  // Company tags and the job's applicants' tags.
  tagsTitle: "Tags",
  companyTags: "Company tags",
  newTag: "New company tag",
  noTags: "Your company has no tags yet",
  clearJobTags: "Remove all tags from this job’s applicants",
  clearJobTagsTitle: "Remove all tags?",
  clearJobTagsMessage: "Every tag is removed from every applicant of this job. The company’s tags stay.",
  // CSV.
  exportCsv: "Export CSV",
  exportHint: "Exports every applicant that matches the search and filters, not only this page.",
  // The applicant's panel.
  panelStage: "Pipeline stage",
  applicantTags: "Tags of this applicant",
  noApplicantTags: "No tags",
  addTag: "Tag to attach",
  attach: "Attach",
  cleanAll: "Remove all tags",
  notes: "Private notes",
  notesHint: "Only your company’s users see these notes.",
  noNotes: "No notes yet",
  notesLoading: "Loading notes",
  note: "New note",
  addNote: "Add note",
  noteBy: (author: string | null, date: string) => `${author ?? "A former user"}, ${date}`,
  // The button's name starts with its visible text (WCAG 2.5.3) and says which note.
  deleteNoteLabel: (author: string | null, date: string) =>
    `Delete note of ${author ?? "a former user"}, ${date}`,
  deleteNoteTitle: "Delete this note?",
  deleteNoteMessage: "It is removed for everyone in your company. This cannot be undone.",
  noteDeleted: "Note deleted",
  deleteNote: "Delete note",
  details: "Details",
} as const;
