import { makeCodeTable } from "./CodeTable.ts";

/** CDL endorsements (employer-work §9): the codes are the spec's, the labels the usual names of each. */
export const Endorsement = makeCodeTable({
  H: "Hazardous Materials",
  N: "Tank Vehicle",
  X: "Tank Vehicle and Hazardous Materials",
  T: "Double/Triple Trailers",
  P: "Passenger",
  S: "School Bus",
  TWIC: "TWIC Card",
  TSAC: "TSA Clearance",
});
export type EndorsementCode = (typeof Endorsement.codes)[number];

/** The form holds endorsement labels; the payload their codes. Unknown labels are dropped. */
export const endorsementCodesOf = (labels: readonly string[]): EndorsementCode[] =>
  labels.flatMap((label) => {
    const code = Endorsement.codeOf(label) ?? (Endorsement.isCode(label) ? label : undefined);
    return code === undefined ? [] : [code];
  });

export const endorsementLabelsOf = (codes: readonly string[]): string[] =>
  codes.flatMap((code) => (Endorsement.isCode(code) ? [Endorsement.labelOf(code)] : []));
