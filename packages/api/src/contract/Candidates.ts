import { Schema } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { Id, IdParams, PageQuery } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

/** A matching driver for a job (employer-work §3); contact details are never sent. */
export const Candidate = WireStruct(
  {
    id: Id,
    experience: Schema.NullOr(Schema.String),
    /** Miles; null when unknown. */
    distance: Schema.NullOr(Schema.Finite),
    cdlStatus: Schema.NullOr(Schema.String),
    /** A fraction from 0 to 1, shown as a percent. */
    jobMatching: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 1 })),
    workExperiences: Schema.Array(Schema.String),
    yearsOfExperience: Schema.NullOr(Schema.Finite),
    city: Schema.NullOr(Schema.String),
    /** Why the driver matches ("has H and T", "12 miles"), beyond the spec: shown on the card. */
    reasons: Schema.Array(Schema.String),
  },
  { id: "user_id", experience: "string_experience" },
);
export type Candidate = typeof Candidate.Type;

export const CandidatesQuery = Schema.Struct({
  ...PageQuery.fields,
  distance_limit: Schema.optionalKey(Schema.Literals(["true", "false"])),
});

export const listCandidates = Endpoint.make({
  name: "candidates.list",
  method: "GET",
  path: "/jobs/{id}/candidates",
  auth: "bearer",
  params: IdParams,
  query: CandidatesQuery,
  success: Schema.Array(Candidate),
  paginated: true,
  description: "Drivers matching a job (distance_limit=true keeps those within range).",
});

/** The calls of this resource by name, as `api.candidates` and the client (`client.candidates.<call>`) expose them. */
export const candidatesCalls = {
  list: listCandidates,
} as const;
