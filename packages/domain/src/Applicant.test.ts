import { describe, expect, it } from "vitest";
import {
  ApplicantNoteForm,
  ApplicantNoteMessages,
  ApplicantText,
  applicantCdl,
  applicantFlag,
  applicantText,
  CompanyTagForm,
  CompanyTagMessages,
  csvCell,
  csvLine,
  daysSinceApplied,
  jobTagError,
} from "./Applicant.ts";
import { formErrors } from "./index.ts";

describe("applicant display rules (employer-work §3)", () => {
  it("shows 'n/a' for missing or blank text and keeps numbers, zero included", () => {
    expect(applicantText(null)).toBe(ApplicantText.missing);
    expect(applicantText("  ")).toBe("n/a");
    expect(applicantText("Tulsa")).toBe("Tulsa");
    expect(applicantText(0)).toBe("0");
    expect(applicantText(undefined), "a field the API left out").toBe(ApplicantText.missing);
  });

  it("shows the flags as Yes or No, and 'n/a' when missing", () => {
    expect(applicantFlag(true)).toBe("Yes");
    expect(applicantFlag(false)).toBe("No");
    expect(applicantFlag(null)).toBe(ApplicantText.missing);
    expect(applicantFlag(undefined)).toBe(ApplicantText.missing);
  });

  it("defaults the CDL status to 'No CDL.'", () => {
    expect(applicantCdl(null)).toBe("No CDL.");
    expect(applicantCdl(undefined)).toBe("No CDL.");
    expect(applicantCdl(" ")).toBe("No CDL.");
    expect(applicantCdl("Class A CDL")).toBe("Class A CDL");
  });

  it("counts whole days since the application, never negative", () => {
    const today = new Date("2026-03-15T09:00:00.000Z");
    expect(daysSinceApplied("2026-03-15T01:00:00.000Z", today)).toBe(0);
    expect(daysSinceApplied("2026-03-12T23:59:00.000Z", today)).toBe(3);
    expect(daysSinceApplied("2026-03-16T01:00:00.000Z", today)).toBe(0);
    expect(daysSinceApplied("not a date", today)).toBe(0);
  });
});

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell('Say "hi", then\nleave')).toBe('"Say ""hi"", then\nleave"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
    expect(csvLine(["a", 1, true, null])).toBe("a,1,true,\r\n");
  });

  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1 405")).toBe("'+1 405");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-2)).toBe("-2");
  });
});

describe("ApplicantNoteForm", () => {
  it("asks for text and caps it at 2000 characters", () => {
    const blank = formErrors(ApplicantNoteForm, { body: "  " });
    expect(blank.ok ? [] : blank.errors.body).toEqual([ApplicantNoteMessages.required]);
    const long = formErrors(ApplicantNoteForm, { body: "x".repeat(2001) });
    expect(long.ok ? [] : long.errors.body).toEqual([ApplicantNoteMessages.tooLong]);
    expect(formErrors(ApplicantNoteForm, { body: "Called, call back Friday" }).ok).toBe(true);
  });
});

describe("CompanyTagForm", () => {
  it("takes a tag of 1 to 50 characters and says what is wrong otherwise", () => {
    expect(formErrors(CompanyTagForm, { tag: "Night shift" })).toEqual({
      ok: true,
      value: { tag: "Night shift" },
    });
    expect(formErrors(CompanyTagForm, { tag: " " })).toEqual({
      ok: false,
      errors: { tag: [CompanyTagMessages.required] },
    });
    expect(formErrors(CompanyTagForm, { tag: "x".repeat(51) })).toEqual({
      ok: false,
      errors: { tag: [CompanyTagMessages.tooLong] },
    });
  });
});

describe("a new job tag (employer-work §3 Tag, §7 job tags)", () => {
  it("asks for text, at most 50 characters, and no tag the job already has", () => {
    expect(jobTagError("  ", [])).toBe(CompanyTagMessages.required);
    expect(jobTagError("x".repeat(51), [])).toBe(CompanyTagMessages.tooLong);
    expect(jobTagError(" Night ", ["night"])).toBe(CompanyTagMessages.duplicate);
    expect(jobTagError("x".repeat(50), ["night"])).toBeUndefined();
  });
});

describe("applicant texts at their edges", () => {
  it("leaves a cell empty for a missing value and guards only a formula at the start", () => {
    expect(csvCell(undefined)).toBe("");
    expect(csvLine(["Ann", undefined, 3])).toBe("Ann,,3\r\n");
    // A sign inside the text is not a formula: the cell stays as typed.
    expect(csvCell("Ann=Bob")).toBe("Ann=Bob");
    expect(csvCell("Tulsa - OK")).toBe("Tulsa - OK");
  });

  it("takes a note of exactly 2000 characters and a tag of exactly 50, spaces around it not counted", () => {
    expect(formErrors(ApplicantNoteForm, { body: "x".repeat(2000) }).ok).toBe(true);
    expect(formErrors(CompanyTagForm, { tag: "x".repeat(50) }).ok).toBe(true);
    expect(formErrors(CompanyTagForm, { tag: ` ${"x".repeat(50)} ` }).ok).toBe(true);
  });

  it("finds a job's tag typed again among several, whatever its case or spaces", () => {
    expect(jobTagError("night shift", ["Hazmat", "Night Shift"])).toBe(CompanyTagMessages.duplicate);
    expect(jobTagError("Hazmat", [" hazmat ", "Local"])).toBe(CompanyTagMessages.duplicate);
    expect(jobTagError("Team", ["Hazmat", "Local"])).toBeUndefined();
  });
});
