import { Schema } from "effect";
import { requiredText, stopping } from "./rules.ts";

/** Bounds of the admins' review message (employer-work §3 contact message; the spec shows none: ours). */
export const contactReviewLimits = { subject: 200, message: 5000 } as const;

export const ContactReviewMessages = {
  subjectRequired: "Enter a subject",
  subjectTooLong: `The subject must be at most ${contactReviewLimits.subject} characters`,
  messageRequired: "Enter a message",
  messageTooLong: `The message must be at most ${contactReviewLimits.message} characters`,
} as const;

/** The admins' message to a job's company (POST /admin/contact_review_job: subject, message). */
export const ContactReviewForm = Schema.Struct({
  subject: requiredText(
    ContactReviewMessages.subjectRequired,
    stopping(
      (value) => value.trim().length <= contactReviewLimits.subject,
      ContactReviewMessages.subjectTooLong,
    ),
  ),
  message: requiredText(
    ContactReviewMessages.messageRequired,
    stopping(
      (value) => value.trim().length <= contactReviewLimits.message,
      ContactReviewMessages.messageTooLong,
    ),
  ),
});
export type ContactReviewForm = typeof ContactReviewForm.Type;
