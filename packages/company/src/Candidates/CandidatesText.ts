/**
 * The candidates screen's own texts where the spec gives no wording (README "Candidates"); the spec's
 * ('Jobs', '...loading', 'No results found', Cancel, Purchase) come from the domain's CandidateText.
 */
export const CandidatesText = {
  back: "Back to the job's detail",
  listLabel: "Candidates",
  /** A card's title: its rank in the match order (one candidate, so singular). */
  cardTitle: (rank: number) => `Candidate ${rank}`,
  total: (total: number, shown: number) =>
    total === 0
      ? "No drivers match this job yet."
      : `${total} ${total === 1 ? "driver matches" : "drivers match"} this job${shown < total ? `; the best ${shown} are shown` : ""}.`,
  /** Fixed placeholders drawn blurred: the real names and contacts are never sent to the browser. */
  namePlaceholder: "Jordan Driverson",
  phonePlaceholder: "(555) 555-0100",
  emailPlaceholder: "driver@example.com",
  hiddenContact: "Name and contact details are available after purchase.",
  experience: "Experience",
  distance: "Distance",
  cdlStatus: "CDL status",
  matching: "Job matching",
  workExperiences: "Work experiences",
  yearsOfExperience: "Years of experience",
  city: "City",
  why: "Why they match",
  missing: "n/a",
  purchaseHint: "Purchasing candidates' contact details is not available yet.",
  years: (years: number) => `${years} ${years === 1 ? "year" : "years"}`,
} as const;
