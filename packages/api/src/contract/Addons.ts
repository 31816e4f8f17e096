import { Schema } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { Id, IdParams, IsoDateTime } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

/** Add-on kinds (employer-work §3); "no add-ons" is a wizard choice, never sent. */
export const AddonType = Schema.Literals(["promote", "boost", "hyperlink"]);
export type AddonType = typeof AddonType.Type;

/**
 * An add-on of a job. `externalUrl` (the job hyperlink) only for hyperlink. `paid`: paid (or on the
 * invoice) and live; false while it waits for payment (chosen on a post not paid yet, or added to a posted
 * job and not yet paid with payment.payAddons) — it does not work until then.
 */
export const Addon = WireStruct({
  id: Id,
  addonType: AddonType,
  cost: Schema.Finite,
  renewable: Schema.Boolean,
  subscribed: Schema.Boolean,
  externalUrl: Schema.NullOr(Schema.String),
  paid: Schema.Boolean,
  /** When it was paid (or put on the invoice); null while pending. Optional, additive (issue 36 #1). */
  paidAt: Schema.optionalKey(Schema.NullOr(IsoDateTime)),
});
export type Addon = typeof Addon.Type;

/** An add-on choice in a job payload. */
export const AddonChoice = WireStruct({
  addonType: AddonType,
  subscribed: Schema.Boolean,
  externalUrl: Schema.optionalKey(Schema.String),
});
export type AddonChoice = typeof AddonChoice.Type;

export const ReplaceAddonsRequest = WireStruct({ addons: Schema.Array(AddonChoice) });
export type ReplaceAddonsRequest = typeof ReplaceAddonsRequest.Type;

export const UpdateAddonRequest = WireStruct({
  subscribed: Schema.optionalKey(Schema.Boolean),
  externalUrl: Schema.optionalKey(Schema.String),
});
export type UpdateAddonRequest = typeof UpdateAddonRequest.Type;

export const listJobAddons = Endpoint.make({
  name: "addons.list",
  method: "GET",
  path: "/jobs/{id}/addons",
  auth: "bearer",
  params: IdParams,
  success: Schema.Array(Addon),
  description: "The add-ons of a job.",
});

export const replaceJobAddons = Endpoint.make({
  name: "addons.replace",
  method: "PATCH",
  path: "/jobs/{id}/addons",
  auth: "bearer",
  params: IdParams,
  body: ReplaceAddonsRequest,
  success: Schema.Array(Addon),
  description: "Set the add-on choices of a job (new paid add-ons are then charged with payment.payAddons).",
});

export const updateAddon = Endpoint.make({
  name: "addons.update",
  method: "PATCH",
  path: "/jobs/addons/{id}",
  auth: "bearer",
  params: IdParams,
  body: UpdateAddonRequest,
  success: Addon,
  description: "Change one add-on (subscription renewal, hyperlink URL).",
});

export const adminAddAddons = Endpoint.make({
  name: "addons.adminAdd",
  method: "POST",
  path: "/admin/jobs/{id}/addons",
  auth: "bearer",
  params: IdParams,
  body: ReplaceAddonsRequest,
  success: Schema.Array(Addon),
  description: "Admins only: give add-ons to any job without a charge.",
});

export const adminBoost = Endpoint.make({
  name: "addons.adminBoost",
  method: "POST",
  path: "/admin/jobs/{id}/boost",
  auth: "bearer",
  params: IdParams,
  success: Addon,
  description: "Admins only: boost a job without a charge.",
});

/** The calls of this resource by name, as `api.addons` and the client (`client.addons.<call>`) expose them. */
export const addonsCalls = {
  list: listJobAddons,
  replace: replaceJobAddons,
  update: updateAddon,
  adminAdd: adminAddAddons,
  adminBoost: adminBoost,
} as const;
