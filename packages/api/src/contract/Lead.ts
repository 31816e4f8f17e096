import { InviteForm } from "@haulboard/domain";
import { Schema, SchemaTransformation } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { WireStruct } from "./Wire.ts";

/**
 * The wire of the invitation: the spec's names, `fullName` and `email` (access §3, §7 "POST /lead/invite |
 * body fullName, email"). `full_name`, the name this server read before, is still accepted as an alias
 * (deprecated; `fullName` wins when both come). The client sends `fullName`.
 */
const InviteWire = Schema.Struct({
  fullName: Schema.optionalKey(Schema.String),
  /** Deprecated alias of `fullName`. */
  full_name: Schema.optionalKey(Schema.String.annotate({ description: "Deprecated alias of fullName." })),
  email: Schema.optionalKey(Schema.String),
}).annotate({ description: "fullName (or its deprecated alias full_name) and email." });

export const InviteRequest = InviteWire.pipe(
  Schema.decodeTo(
    Schema.Struct({ fullName: InviteForm.fields.fullName, email: InviteForm.fields.email }),
    SchemaTransformation.transform<{ fullName: string; email: string }, typeof InviteWire.Type>({
      // A missing name stays missing, so the form's own message answers ("No name provided").
      decode: (wire) => {
        const fullName = wire.fullName ?? wire.full_name;
        return {
          ...(fullName === undefined ? {} : { fullName }),
          ...(wire.email === undefined ? {} : { email: wire.email }),
        } as { fullName: string; email: string };
      },
      encode: (value) => ({ fullName: value.fullName, email: value.email }),
    }),
  ),
);
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
