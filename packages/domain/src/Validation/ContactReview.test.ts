import { describe, expect, it } from "vitest";
import { ContactReviewForm, ContactReviewMessages, contactReviewLimits } from "./ContactReview.ts";
import { formErrors } from "./formErrors.ts";

describe("ContactReviewForm (the admins' review message to a job's company)", () => {
  it("takes a subject and a message within their bounds", () => {
    const value = {
      subject: "x".repeat(contactReviewLimits.subject),
      message: "y".repeat(contactReviewLimits.message),
    };
    expect(formErrors(ContactReviewForm, value)).toEqual({ ok: true, value });
  });

  it("asks for a blank subject and message", () => {
    expect(formErrors(ContactReviewForm, { subject: "  ", message: "" })).toEqual({
      ok: false,
      errors: {
        subject: [ContactReviewMessages.subjectRequired],
        message: [ContactReviewMessages.messageRequired],
      },
    });
  });

  it("refuses a subject or a message one character too long", () => {
    expect(
      formErrors(ContactReviewForm, {
        subject: "x".repeat(contactReviewLimits.subject + 1),
        message: "y".repeat(contactReviewLimits.message + 1),
      }),
    ).toEqual({
      ok: false,
      errors: {
        subject: [ContactReviewMessages.subjectTooLong],
        message: [ContactReviewMessages.messageTooLong],
      },
    });
  });
});

describe("contact review limits, spaces around the text not counted", () => {
  it("takes a subject and a message at their limits with spaces around them", () => {
    const subject = ` ${"s".repeat(contactReviewLimits.subject)} `;
    const message = `\n${"m".repeat(contactReviewLimits.message)}\n`;
    expect(formErrors(ContactReviewForm, { subject, message }).ok).toBe(true);
  });
});
