import type { RateRule } from "./rateLimit.ts";

/**
 * The server's rate limits in one place (issue 11). Windows slide; every rule counts in `rate_events`.
 * Addresses get more room than one account: a shared office NAT signs many people in.
 */
const minutes = (n: number) => n * 60;
const hours = (n: number) => n * 3600;

const lower = (email: string) => email.trim().toLowerCase();

export interface SignInLimits {
  readonly maxFailures: number;
  readonly windowSeconds: number;
}

/**
 * Sign-in: every attempt is counted before the password is hashed; a success takes its count back.
 * - per email and address: `maxFailures` (5) per window (15 min): one address guessing one account;
 * - per address: 4 × that: one address guessing many accounts;
 * - per email from unknown devices: 4 × that: many addresses guessing one account. A device that
 *   signed in to the account before is not held by this rule, so an attacker cannot lock the owner out.
 */
export const signInRules = (limits: SignInLimits, email: string, address: string) => ({
  pair: {
    key: `signin:pair:${lower(email)}|${address}`,
    limit: limits.maxFailures,
    windowSeconds: limits.windowSeconds,
  },
  address: {
    key: `signin:ip:${address}`,
    limit: limits.maxFailures * 4,
    windowSeconds: limits.windowSeconds,
  },
  email: {
    key: `signin:email:${lower(email)}`,
    limit: limits.maxFailures * 4,
    windowSeconds: limits.windowSeconds,
  },
});

/**
 * Reset codes (6 digits, one in a million). A code allows 5 tries and a new code spends the old one, so
 * codes per email bound the guesses: at most 8 codes in any 24 hours × 5 tries = 40 guesses a day per
 * account, a chance of 40 / 1,000,000 = 1 in 25,000 per day (see the README). Guesses per email and per
 * address are limited as well, so spreading across accounts or hammering from one address stops early.
 */
export const resetCodeRequestRules = (email: string, address: string): RateRule[] => [
  { key: `reset-code:email-hour:${lower(email)}`, limit: 3, windowSeconds: hours(1) },
  { key: `reset-code:email-day:${lower(email)}`, limit: 8, windowSeconds: hours(24) },
  { key: `reset-code:ip:${address}`, limit: 10, windowSeconds: hours(1) },
];

export const resetCodeGuessRules = (email: string, address: string): RateRule[] => [
  { key: `reset-guess:email:${lower(email)}`, limit: 10, windowSeconds: hours(1) },
  { key: `reset-guess:ip:${address}`, limit: 30, windowSeconds: hours(1) },
];

/** Tries a reset code allows before it is spent. */
export const resetCodeTries = 5;

/** The free service token and the email check it unlocks: a sign-up needs one or two. */
export const emailCheckRules = (step: "service-token" | "validate", address: string): RateRule[] => [
  { key: `email-check:${step}:ip:${address}`, limit: 20, windowSeconds: minutes(15) },
];

/** Every mail a request triggers: per recipient (nobody is flooded) and per sender address or user. */
export const mailRules = (kind: string, recipient: string, sender: string): RateRule[] => [
  { key: `mail:to:${lower(recipient)}`, limit: 5, windowSeconds: hours(1) },
  { key: `mail:to-day:${lower(recipient)}`, limit: 20, windowSeconds: hours(24) },
  { key: `mail:${kind}:from:${sender}`, limit: 10, windowSeconds: hours(1) },
];

/** Recommend: each invitation is stored; nobody fills the table or is invited over and over. */
export const inviteRules = (userId: number, recipient: string): RateRule[] => [
  { key: `invite:user:${userId}`, limit: 30, windowSeconds: hours(1) },
  { key: `invite:to:${lower(recipient)}`, limit: 3, windowSeconds: hours(24) },
];

/**
 * Card tokenisation (issue 16): trying card after card is how stolen cards are tested, so attempts are
 * counted per user, per company and per address, successful or not. A person fixing typos needs a few.
 */
export const cardTokenizeRules = (userId: number, companyId: number, address: string): RateRule[] => [
  { key: `card-token:user:${userId}`, limit: 10, windowSeconds: hours(1) },
  { key: `card-token:company:${companyId}`, limit: 20, windowSeconds: hours(1) },
  { key: `card-token:ip:${address}`, limit: 30, windowSeconds: hours(1) },
  { key: `card-token:user-day:${userId}`, limit: 30, windowSeconds: hours(24) },
];

/**
 * CSV export of a job's applicants (issue 17): a whole filtered list in one answer, so it is the heaviest
 * read of the applicant tools. A person exports a few times an hour; a script looping on it is stopped.
 */
export const applicantExportRules = (userId: number): RateRule[] => [
  { key: `applicant-export:user:${userId}`, limit: 30, windowSeconds: hours(1) },
];

/**
 * Ad serving (issue 36): every serve hands out fresh click and impression tokens. A person opens a page
 * now and then (a serve per page); a script looping on it is stopped, per user.
 */
export const adServeRules = (userId: number): RateRule[] => [
  { key: `ad-serve:user:${userId}`, limit: 60, windowSeconds: minutes(1) },
  { key: `ad-serve:user-hour:${userId}`, limit: 600, windowSeconds: hours(1) },
];
