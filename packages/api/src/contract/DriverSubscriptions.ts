import { CancellationReasonField } from "@haulboard/domain";
import { Schema } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { Id, IdParams, IsoDate, IsoDateTime, PageQuery, SearchBody } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

/** healthcare displays as HealthRX, road_assistance as Roadside Assistance (access §3). */
export const SubscriptionKind = Schema.Literals(["healthcare", "road_assistance"]);
export type SubscriptionKind = typeof SubscriptionKind.Type;

export const Subscription = WireStruct({
  id: Id,
  subscription: SubscriptionKind,
  subscriptionType: Schema.String,
  tier: Schema.String,
  subscriptionDate: IsoDate,
  expirationDate: IsoDate,
  renewalCanceledAt: Schema.NullOr(IsoDateTime),
  renewalCancellationReason: Schema.NullOr(Schema.String),
});
export type Subscription = typeof Subscription.Type;

export const SubscriptionDriver = WireStruct({
  id: Id,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  billingCustomerId: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  subscriptions: Schema.Array(Subscription),
});
export type SubscriptionDriver = typeof SubscriptionDriver.Type;

export const driverSearchFields = [
  "billing_customer_id",
  "first_name",
  "last_name",
  "full_name",
  "email",
  "phone",
  "created_at",
] as const;
export const DriverSubscriptionSearchRequest = SearchBody(driverSearchFields);
export type DriverSubscriptionSearchRequest = typeof DriverSubscriptionSearchRequest.Type;

/** The option label, or the driver's own text for Other (at most 250 characters). */
export const CancelSubscriptionRequest = WireStruct({
  renewalCancellationReason: CancellationReasonField,
});
export type CancelSubscriptionRequest = typeof CancelSubscriptionRequest.Type;

export const searchDriverSubscriptions = Endpoint.make({
  name: "driverSubscriptions.search",
  method: "POST",
  path: "/payment/driver/subscriptions/search",
  auth: "bearer",
  query: PageQuery,
  body: DriverSubscriptionSearchRequest,
  success: Schema.Array(SubscriptionDriver),
  paginated: true,
  description: "Admins only: drivers with their subscriptions (the body may be empty: {}).",
});

export const cancelDriverSubscription = Endpoint.make({
  name: "driverSubscriptions.cancel",
  method: "PATCH",
  path: "/payment/driver/subscriptions/{id}/cancel",
  auth: "bearer",
  params: IdParams,
  body: CancelSubscriptionRequest,
  success: Subscription,
  description: "Admins only: cancel a subscription's renewal; 409 when already cancelled or expired.",
});

/** The calls of this resource by name, as `api.driverSubscriptions` and the client (`client.driverSubscriptions.<call>`) expose them. */
export const driverSubscriptionsCalls = {
  search: searchDriverSubscriptions,
  cancel: cancelDriverSubscription,
} as const;
