import { InviteForm } from "@haulboard/domain";
import { Schema } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { WireStruct } from "./Wire.ts";

export const InviteRequest = WireStruct({
  fullName: InviteForm.fields.fullName,
  email: InviteForm.fields.email,
});
export type InviteRequest = typeof InviteRequest.Type;

export const InviteResponse = WireStruct({ defaultText: Schema.String, invitationLink: Schema.String });
export type InviteResponse = typeof InviteResponse.Type;

export const invite = Endpoint.make({
  name: "lead.invite",
  method: "POST",
  path: "/lead/invite",
  auth: "bearer",
  body: InviteRequest,
  success: InviteResponse,
  description: "Recommend the product: a prefilled message and an invitation link for the mail client.",
});

/** The calls of this resource by name, as `api.lead` and the client (`client.lead.<call>`) expose them. */
export const leadCalls = {
  invite: invite,
} as const;
