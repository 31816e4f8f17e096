import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appError, appErrorOf, type CatalogueEntry, ErrorFamilies, Errors } from "../src/errors/catalogue.ts";
import { sourceFiles } from "./support/sourceFiles.ts";

// One error catalogue (src/errors/catalogue.ts, README "Errors"): every error text the server answers
// with is written there once, with its status and reason.

const srcDir = path.resolve(import.meta.dirname, "../src");
const catalogueFile = path.join(srcDir, "errors/catalogue.ts");

/**
 * Entries that share a text on purpose, each pair with its reason: a place the geocoder does not know is a
 * 404 of places.geocode, the same text on a job's address a 422 (the screens show it either way).
 */
const sharedTextOnPurpose: readonly (readonly [string, string])[] = [["addressInvalid", "placeNotFound"]];

/** What breaks the catalogue's rules among the given entries. */
export const catalogueProblems = (entries: Readonly<Record<string, CatalogueEntry>>): string[] => {
  const problems: string[] = [];
  const byReason = new Map<string, string>();
  const byMessage = new Map<string, { key: string; status: number }>();
  for (const [key, entry] of Object.entries(entries)) {
    if (!/^[a-z][A-Za-z0-9]*$/.test(entry.reason))
      problems.push(`${key}: reason "${entry.reason}" is not camelCase`);
    const sameReason = byReason.get(entry.reason);
    if (sameReason) problems.push(`${key} and ${sameReason} share the reason "${entry.reason}"`);
    byReason.set(entry.reason, key);
    const sameText = byMessage.get(entry.message);
    const onPurpose = sharedTextOnPurpose.some(
      ([a, b]) => (a === key && b === sameText?.key) || (b === key && a === sameText?.key),
    );
    if (sameText && sameText.status !== entry.status && !onPurpose) {
      problems.push(
        `${key} (${entry.status}) and ${sameText.key} (${sameText.status}) share the message "${entry.message}"`,
      );
    }
    if (sameText && sameText.status === entry.status) {
      problems.push(`${key} and ${sameText.key} are the same error ("${entry.message}", ${entry.status})`);
    }
    byMessage.set(entry.message, { key, status: entry.status });
  }
  return problems;
};

/**
 * Errors written outside the catalogue: `new HttpError(<status>, <text>)` or `sendError(c, <status>, …)`
 * whose text is a literal ("…", '…', `…` without `${}`) or a constant (`SomeText.key`, `someMessage`).
 * A text built from what was sent (a template with `${}`, a call, a lookup, a variable) is not flagged.
 */
export const strayErrors = (name: string, source: string): string[] => {
  // A literal, a text object's key (`NewsText.postNotFound`) or a named text (`noCompanyMessage`); not a
  // variable such as `message` or `error.message`.
  const constantText = String.raw`(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\x60[^\x60$]*\x60|[A-Z][\w$]*\.[\w$]+|[a-z][\w$]*(?:Message|Text))`;
  const patterns = [
    new RegExp(String.raw`new HttpError\(\s*(\d+)\s*,\s*(${constantText})\s*[,)]`, "g"),
    new RegExp(String.raw`sendError\(\s*\w+\s*,\s*(\d+)\s*,\s*(${constantText})\s*[,)]`, "g"),
  ];
  return patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => {
      const line = source.slice(0, match.index).split("\n").length;
      return `${name}:${line}: ${match[1]} ${match[2]} is not from the catalogue (src/errors/catalogue.ts)`;
    }),
  );
};

describe("the error catalogue", () => {
  it("gives each text one status and each entry its own reason", () => {
    expect(Object.keys(Errors).length).toBeGreaterThan(100);
    expect(catalogueProblems(Errors)).toEqual([]);
    for (const [key, entry] of Object.entries(Errors)) expect(entry.reason, key).toBe(key);
  });

  it("gives each family its own reason, none an entry's", () => {
    const reasons = [...Object.values(Errors), ...Object.values(ErrorFamilies)].map((entry) => entry.reason);
    expect(reasons.filter((reason, i) => reasons.indexOf(reason) !== i)).toEqual([]);
    for (const [key, family] of Object.entries(ErrorFamilies)) expect(family.reason, key).toBe(key);
  });

  it("makes no HttpError outside the catalogue but those passing on another's text", () => {
    // Each passes on a text it did not write: the contract schema's decoding issues, a replayed stored
    // answer, a storage or crop exception's own message.
    const passingOn: Record<string, number> = {
      "http/mount.ts": 1,
      "payments/idempotency.ts": 1,
      "media/checks.ts": 1,
      "media/store.ts": 2,
    };
    const made: Record<string, number> = {};
    for (const file of sourceFiles(srcDir)) {
      const name = path.relative(srcDir, file);
      if (name.startsWith(`errors${path.sep}`)) continue;
      const count = fs.readFileSync(file, "utf8").split("new HttpError(").length - 1;
      if (count > 0) made[name.split(path.sep).join("/")] = count;
    }
    expect(made).toEqual(passingOn);
  });

  it("is where every constant error text is thrown from", () => {
    const stray = sourceFiles(srcDir)
      .filter((file) => file !== catalogueFile)
      .flatMap((file) => strayErrors(path.relative(srcDir, file), fs.readFileSync(file, "utf8")));
    expect(stray).toEqual([]);
  });

  it("makes an HttpError with the entry's status, text and reason, keeping field and headers", () => {
    const taken = appError(Errors.emailTaken, { field: "email" });
    expect([taken.status, taken.message, taken.reason, taken.entries]).toEqual([
      409,
      "This email is already registered",
      "emailTaken",
      [{ message: "This email is already registered", field: "email" }],
    ]);
    const limited = appError(Errors.tooManyRequests, { headers: { "Retry-After": "60" } });
    expect([limited.status, limited.headers, limited.reason]).toEqual([
      429,
      { "Retry-After": "60" },
      "tooManyRequests",
    ]);
    const part = appErrorOf(ErrorFamilies.partMissing, [3], { field: "parts" });
    expect([part.status, part.message, part.reason, part.entries[0]?.field]).toEqual([
      422,
      "Part 3 has not been received: send it again, then finish",
      "partMissing",
      "parts",
    ]);
  });

  it("catches a text with two statuses, a reason twice, the same error twice", () => {
    expect(
      catalogueProblems({
        a: { status: 404, message: "Job not found", reason: "jobNotFound" },
        b: { status: 422, message: "Job not found", reason: "jobMissing" },
        c: { status: 409, message: "Taken", reason: "jobNotFound" },
        d: { status: 409, message: "Taken", reason: "taken" },
        e: { status: 400, message: "Bad", reason: "Not camel" },
      }),
    ).toEqual([
      'b (422) and a (404) share the message "Job not found"',
      'c and a share the reason "jobNotFound"',
      'd and c are the same error ("Taken", 409)',
      'e: reason "Not camel" is not camelCase',
    ]);
  });

  it("catches literal and constant texts thrown outside the catalogue, not built ones", () => {
    const source = [
      'if (!row) throw new HttpError(404, "Job not found");',
      "throw new HttpError(422, 'Too long', { field: \"name\" });",
      "throw new HttpError(400, `plain`);",
      "throw new HttpError(409, NewsText.postNotFound);",
      "return sendError(c, 404, Messages.notFound);",
      "throw new HttpError(400, `\u0024{field} must be text`, { field });",
      "throw new HttpError(402, declineMessages[code]);",
      "throw new HttpError(409, alreadyPaidMessage(order.what));",
      "throw new HttpError(422, noCompanyMessage);",
      'throw new HttpError(422, message, { field: "card_token" });',
      "return new HttpError(400, error.message);",
      "throw appError(Errors.jobNotFound);",
    ].join("\n");
    expect(strayErrors("routes/x.ts", source)).toEqual([
      'routes/x.ts:1: 404 "Job not found" is not from the catalogue (src/errors/catalogue.ts)',
      "routes/x.ts:2: 422 'Too long' is not from the catalogue (src/errors/catalogue.ts)",
      "routes/x.ts:3: 400 `plain` is not from the catalogue (src/errors/catalogue.ts)",
      "routes/x.ts:4: 409 NewsText.postNotFound is not from the catalogue (src/errors/catalogue.ts)",
      "routes/x.ts:9: 422 noCompanyMessage is not from the catalogue (src/errors/catalogue.ts)",
      "routes/x.ts:5: 404 Messages.notFound is not from the catalogue (src/errors/catalogue.ts)",
    ]);
  });
});
