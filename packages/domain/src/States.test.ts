import { describe, expect, it } from "vitest";
import { billingTypeLabel, billingTypeOf, needsPaymentStep, providerCodeOf } from "./Billing.ts";
import { companySizeFor, companySizeLabel, companySizes, isCompanySize } from "./CompanySize.ts";
import { formatCountdown, formatDate, formatDateTime, toApiDate } from "./DateFormat.ts";
import { formatDistance } from "./Distance.ts";
import { alreadyPaidMarker, ErrorText } from "./ErrorCatalogue.ts";
import { isNotificationKind, notificationKindLabels, notificationKinds } from "./Notification.ts";
import {
  chargeActionTypes,
  isAlreadyPaidMessage,
  isPaidOrder,
  isPaymentState,
  paidOrderStatus,
  paidOrderStatuses,
  paymentStateLabels,
  paymentStates,
} from "./Payment.ts";
import { companyPlanId, companyPlanName, companyPlans, isPlanKind, planKinds } from "./Plan.ts";
import { accountStates, canUnsubscribe, subscriptionLabel } from "./Subscription.ts";

describe("payment and invoice states", () => {
  it("lists the states and the paid status", () => {
    expect(paymentStates).toEqual(["CLOSED", "DECLINED", "APPROVED", "DISABLED", "PROCESSING_PAYMENT"]);
    expect(paymentStates.map((state) => paymentStateLabels[state])).toEqual([
      "Closed",
      "Declined",
      "Approved",
      "Disabled",
      "Processing payment",
    ]);
    expect(paidOrderStatus).toBe("paid");
    expect(paidOrderStatuses).toEqual(["paid", "APPROVED"]);
    expect(isPaidOrder("APPROVED")).toBe(true);
    expect(isPaidOrder("paid")).toBe(true);
    expect(isPaidOrder("DECLINED")).toBe(false);
    expect(isPaymentState("APPROVED")).toBe(true);
    expect(isPaymentState("approved")).toBe(false);
    expect(chargeActionTypes[0]).toBe("new_job");
  });

  it("treats 'is already paid. Aborting' as success", () => {
    expect(alreadyPaidMarker).toBe("is already paid. Aborting");
    expect(isAlreadyPaidMessage("Job 12 is already paid. Aborting")).toBe(true);
    expect(isAlreadyPaidMessage("Card declined")).toBe(false);
    expect(isAlreadyPaidMessage(undefined)).toBe(false);
  });
});

describe("plans", () => {
  it("knows Enterprise (1) and Self-Service (2) both ways", () => {
    for (const plan of companyPlans) {
      expect(companyPlanName(plan.id)).toBe(plan.name);
      expect(companyPlanId(plan.name)).toBe(plan.id);
    }
    expect(companyPlanName(3)).toBeUndefined();
    expect(companyPlanId("Free")).toBeUndefined();
  });

  it("knows the plan kinds Mandatory, Pre Subscribed, Open", () => {
    expect(planKinds).toEqual(["Mandatory", "Pre Subscribed", "Open"]);
    expect(isPlanKind("Open")).toBe(true);
    expect(isPlanKind("Closed")).toBe(false);
  });
});

describe("billing", () => {
  it.each([
    ["card", "Credit Card", "CELERO"],
    ["invoice", "Invoice", "CONTRACT"],
  ] as const)("%s reads %s with provider %s, and back from either", (type, label, code) => {
    expect(billingTypeLabel(type)).toBe(label);
    expect(providerCodeOf(type)).toBe(code);
    expect(billingTypeOf(label)).toBe(type);
    expect(billingTypeOf(code)).toBe(type);
    expect(billingTypeOf(type.toUpperCase())).toBe(type);
  });

  it("reads nothing from an unknown billing value", () => {
    expect(billingTypeOf("paypal")).toBeUndefined();
    expect(billingTypeOf(null)).toBeUndefined();
  });

  it("sends only card-billed companies through the payment step", () => {
    expect(needsPaymentStep("card")).toBe(true);
    expect(needsPaymentStep("invoice")).toBe(false);
  });
});

describe("notifications", () => {
  it("lists the five kinds with labels", () => {
    expect(notificationKinds).toEqual([
      "new_job",
      "failed_payments",
      "boost_job",
      "auto_renew_job",
      "renew_job",
    ]);
    expect(notificationKinds.every((kind) => notificationKindLabels[kind].length > 0)).toBe(true);
    expect(isNotificationKind("boost_job")).toBe(true);
    expect(isNotificationKind("promote_job")).toBe(false);
  });
});

describe("company size", () => {
  it("has the six buckets", () => {
    expect(companySizes.map((size) => size.value)).toEqual([
      "1-5",
      "6-10",
      "11-20",
      "21-50",
      "51-100",
      "101+",
    ]);
    expect(companySizeLabel("101+")).toBe("101+ employees");
    expect(isCompanySize("21-50")).toBe(true);
    expect(isCompanySize("22-50")).toBe(false);
  });

  it.each([
    [0, undefined],
    [1, "1-5"],
    [5, "1-5"],
    [6, "6-10"],
    [20, "11-20"],
    [21, "21-50"],
    [100, "51-100"],
    [101, "101+"],
    [5000, "101+"],
  ])("puts %i employees in %s", (count, bucket) => {
    expect(companySizeFor(count)).toBe(bucket);
  });
});

describe("distance", () => {
  it.each([
    [0, "Less than 10 miles"],
    [9.99, "Less than 10 miles"],
    [10, "10.00 miles"],
    [123.456, "123.46 miles"],
    [null, "Not available"],
    [undefined, "Not available"],
    [Number.NaN, "Not available"],
  ])("shows %j as %j", (miles, text) => {
    expect(formatDistance(miles)).toBe(text);
  });
});

describe("dates", () => {
  it.each([
    ["2026-11-29", "11/29/2026"],
    ["2024-03-07", "03/07/2024"],
    ["2024-12-31T23:59:00Z", "12/31/2024"],
    ["not a date", ""],
    [null, ""],
    [undefined, ""],
  ])("shows %j as %j, MM/DD/YYYY on every screen", (api, shown) => {
    expect(formatDate(api)).toBe(shown);
  });

  it("shows a scheduled time with its date and time of day", () => {
    expect(formatDateTime(new Date(2026, 10, 29, 14, 5).toISOString())).toBe("11/29/2026 2:05 PM");
    expect(formatDateTime(new Date(2026, 10, 29, 0, 30).toISOString())).toBe("11/29/2026 12:30 AM");
    expect(formatDateTime("not a date")).toBe("");
    expect(formatDateTime(new Date(2026, 10, 29, 12, 0).toISOString())).toBe("11/29/2026 12:00 PM");
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime(undefined)).toBe("");
  });

  it("writes a local date as YYYY-MM-DD", () => {
    expect(toApiDate(new Date(2024, 0, 5))).toBe("2024-01-05");
  });

  it.each([
    [600, "10:00"],
    [599, "09:59"],
    [5, "00:05"],
    [0, "00:00"],
    [-3, "00:00"],
    [61.7, "01:01"],
  ])("counts %d seconds down as %s", (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe("driver subscriptions", () => {
  it("displays healthcare as HealthRX and road_assistance as Roadside Assistance", () => {
    expect(subscriptionLabel("healthcare")).toBe("HealthRX");
    expect(subscriptionLabel("road_assistance")).toBe("Roadside Assistance");
    expect(subscriptionLabel("dental")).toBe("dental");
  });

  const now = new Date("2025-06-01T12:00:00Z");
  it.each([
    [{ renewalCanceledAt: null, expirationDate: "2025-07-01" }, true],
    [{ renewalCanceledAt: "2025-05-01", expirationDate: "2025-07-01" }, false],
    [{ renewalCanceledAt: null, expirationDate: "2025-05-31" }, false],
    [{ renewalCanceledAt: null, expirationDate: null }, true],
    [{ renewalCanceledAt: undefined, expirationDate: "soon" }, true],
  ])("enables Unsubscribe for %j: %s", (subscription, enabled) => {
    expect(canUnsubscribe(subscription, now)).toBe(enabled);
  });

  it("knows the account states", () => {
    expect(accountStates).toEqual(["Active", "Locked"]);
  });
});

describe("error catalogue", () => {
  it.each([
    ["communication", "There was a problem with communication"],
    ["internalServer", "Internal server error"],
    ["loginFailed", "This email or password is wrong"],
    ["signUpGeneric", "An error has ocurred, please contact us"],
    ["unauthorized", "Unauthorized"],
    ["sessionExpired", "Session expired"],
    ["impersonationExpired", "Session has expired."],
    ["subscriptionCancelled", "Subscription cancelled"],
    ["subscriptionNotCancelled", "Subscription not cancelled"],
    ["addressNotUs", "Addresses should be from the US"],
    ["addressInvalid", "Select a valid address, city, or zip code"],
    ["inviteFailed", "*An error has ocurred, please try again later"],
    [
      "inviteNoMailClient",
      "We cannot detect an email client on your computer. Please check your system configuration before trying again.",
    ],
    ["inviteSuccess", "Your email client will open on a different window, you can close this dialog now."],
    ["inviteSuccessHint", "If your email client does not load, please check your system configuration."],
    ["inviteProgress", "...You will be redirected to your email client"],
    ["multimediaUploadFailed", "multimedia upload failed"],
    ["imageUploadFailed", "An error ocurred uploading image."],
    ["updatedSuccessfully", "Updated successfully"],
    ["paymentCompleted", "Payment completed successfully"],
    ["emailVerified", "Your email has been verified."],
    ["errorPageTitle", "Oops!"],
    ["errorPageMessage", "Sorry, an unexpected error has occurred."],
    ["loading", "Loading..."],
  ] as const)("%s reads %j", (key, text) => {
    expect(ErrorText[key]).toBe(text);
  });
});

describe("reading values with spaces and at the edge", () => {
  it("reads a billing type and a date with spaces around them", () => {
    expect(billingTypeOf(" Invoice ")).toBe("invoice");
    expect(billingTypeOf("\tcard\n")).toBe("card");
    expect(formatDate(" 2024-03-07")).toBe("03/07/2024");
  });

  it("lets a subscription be unsubscribed up to the moment it expires", () => {
    const now = new Date("2026-12-01T00:00:00Z");
    expect(canUnsubscribe({ renewalCanceledAt: null, expirationDate: "2026-12-01T00:00:00Z" }, now)).toBe(
      true,
    );
    expect(canUnsubscribe({ renewalCanceledAt: null, expirationDate: "2026-11-30T23:59:59Z" }, now)).toBe(
      false,
    );
  });
});
