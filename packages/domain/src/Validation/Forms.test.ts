import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  CancellationReasonField,
  CancellationReasonForm,
  cancellationReasonLabel,
  cancellationReasons,
  cancellationReasonText,
  jobRenewalCancellationReasons,
  truncateCancellationReason,
} from "./CancellationReason.ts";
import { CompanyInfo } from "./Company.ts";
import { formErrors } from "./formErrors.ts";
import { firstError } from "./formResult.ts";
import { InviteForm } from "./Invite.ts";
import { LoginForm } from "./Login.ts";
import { Name, NameMessages } from "./Name.ts";
import {
  AdminCreateForm,
  ChangePasswordForm,
  dropConfirmPassword,
  PasswordMessages,
  ResetPasswordForm,
  toChangePasswordPayload,
} from "./Password.ts";
import { ProfileForm } from "./Profile.ts";
import { matching, requiredText } from "./rules.ts";

const errorsOf = (result: ReturnType<typeof formErrors>) => (result.ok ? {} : result.errors);

describe("login form", () => {
  it.each([
    [{ email: "a@haul.com", password: "x" }, {}],
    [
      { email: "", password: "" },
      { email: ["No email provided"], password: ["No password provided"] },
    ],
    [{}, { email: ["No email provided"], password: ["No password provided"] }],
    [{ email: "a@haul", password: "x" }, { email: ["Needs to be a valid email."] }],
  ])("checks %j", (input, errors) => {
    expect(errorsOf(formErrors(LoginForm, input))).toEqual(errors);
  });
});

describe("invite form", () => {
  it.each([
    [{ fullName: "Al", email: "a@haul.com" }, {}],
    [
      { fullName: "", email: "" },
      { fullName: ["No name provided"], email: ["No email provided"] },
    ],
    [{ fullName: "A", email: "a@haul.com" }, { fullName: ["Name should be at least two characters long"] }],
    [
      { fullName: " A ", email: "nope" },
      { fullName: ["Name should be at least two characters long"], email: ["Needs to be a valid email."] },
    ],
  ])("checks %j", (input, errors) => {
    expect(errorsOf(formErrors(InviteForm, input))).toEqual(errors);
  });
});

describe("cancellation reason", () => {
  it("offers the spec's three options", () => {
    expect(cancellationReasons).toEqual([
      { value: 0, label: "No longer want the service" },
      { value: 1, label: "Unhappy with the coverage" },
      { value: 6, label: "Other" },
    ]);
  });

  it.each([
    [{ reason: 0, otherText: "" }, {}],
    [{ reason: 1, otherText: "" }, {}],
    [{ reason: 6, otherText: "Too expensive" }, {}],
    [{ reason: 6, otherText: "x".repeat(250) }, {}],
    [
      { reason: 6, otherText: "x".repeat(251) },
      { otherText: ["Your reason should be up to 250 characters"] },
    ],
    [{ reason: 6, otherText: "  " }, { otherText: ["Tell us your reason"] }],
    [{ reason: 3, otherText: "" }, { reason: ["Select a reason"] }],
    [{ otherText: "" }, { reason: ["Select a reason"] }],
  ])("checks %j", (input, errors) => {
    expect(errorsOf(formErrors(CancellationReasonForm, input))).toEqual(errors);
  });

  it("truncates the text to 250 characters", () => {
    expect(truncateCancellationReason("x".repeat(300))).toHaveLength(250);
    expect(truncateCancellationReason("short")).toBe("short");
  });

  it("sends the option's label, or the typed text for Other", () => {
    expect(cancellationReasonText({ reason: 0, otherText: "ignored" })).toBe("No longer want the service");
    expect(cancellationReasonText({ reason: 1, otherText: "" })).toBe("Unhappy with the coverage");
    expect(cancellationReasonText({ reason: 6, otherText: " Moving abroad " })).toBe("Moving abroad");
    expect(cancellationReasonLabel(6)).toBe("Other");
    // A job's renewal has the employer's reasons, not the drivers' coverage ones (issue 35 item 20).
    expect(cancellationReasonText({ reason: 2, otherText: "" }, jobRenewalCancellationReasons)).toBe(
      "The cost is too high",
    );
    expect(jobRenewalCancellationReasons.map((reason) => reason.label)).not.toContain(
      "Unhappy with the coverage",
    );
    // A value the set does not offer has no label (the form offers only the set's options).
    expect(cancellationReasonLabel(2)).toBe("");
  });
});

describe("profile form", () => {
  const profile = {
    firstName: "Jo",
    lastName: "Smith",
    email: "jo@haul.com",
    timezone: "US/Central",
    roles: ["Employer"],
  };

  it.each(["US/Eastern", "US/Central", "US/Mountain", "US/Pacific"])("accepts the zone %s", (timezone) => {
    expect(formErrors(ProfileForm, { ...profile, timezone }).ok).toBe(true);
  });

  it("accepts a profile picture or none", () => {
    expect(formErrors(ProfileForm, { ...profile, profilePicture: null }).ok).toBe(true);
    expect(formErrors(ProfileForm, { ...profile, profilePicture: "p.png" }).ok).toBe(true);
  });

  it("rejects other zones, unknown roles and a bad email", () => {
    expect(
      errorsOf(
        formErrors(ProfileForm, {
          ...profile,
          email: "x",
          timezone: "Europe/Paris",
          roles: ["Employer", "Boss"],
        }),
      ),
    ).toEqual({
      email: ["Needs to be a valid email."],
      timezone: ["Select a US timezone"],
      "roles.1": ["Unknown role"],
    });
    const { timezone: _zone, ...withoutZone } = profile;
    expect(errorsOf(formErrors(ProfileForm, withoutZone))).toEqual({ timezone: ["Select a US timezone"] });
  });
});

describe("password forms", () => {
  it("checks admin creation with the sign-up rules", () => {
    const admin = {
      firstName: "Al",
      lastName: "Admin",
      email: "al@haul.com",
      password: "Secret1!",
      confirmPassword: "Secret1!",
    };
    expect(formErrors(AdminCreateForm, admin).ok).toBe(true);
    expect(errorsOf(formErrors(AdminCreateForm, { ...admin, confirmPassword: "x", lastName: "A" }))).toEqual({
      lastName: ["Needs to be a valid name"],
      confirmPassword: ["Passwords must match"],
    });
    expect(errorsOf(formErrors(AdminCreateForm, { ...admin, confirmPassword: "x" }))).toEqual({
      confirmPassword: ["Passwords must match"],
    });
  });

  it("checks a password change", () => {
    const change = { oldPassword: "old", newPassword: "Secret1!", confirmPassword: "Secret1!" };
    expect(formErrors(ChangePasswordForm, change).ok).toBe(true);
    expect(errorsOf(formErrors(ChangePasswordForm, { ...change, oldPassword: "" }))).toEqual({
      oldPassword: ["No password provided"],
    });
    expect(errorsOf(formErrors(ChangePasswordForm, { newPassword: "Secret1!" }))).toEqual({
      oldPassword: ["No password provided"],
      confirmPassword: ["Passwords must match"],
    });
    expect(errorsOf(formErrors(ChangePasswordForm, { ...change, confirmPassword: "Secret2!" }))).toEqual({
      confirmPassword: ["Passwords must match"],
    });
    expect(toChangePasswordPayload(change)).toEqual({ old_password: "old", new_password: "Secret1!" });
  });

  it("checks a password reset", () => {
    expect(formErrors(ResetPasswordForm, { password: "Secret1!", confirmPassword: "Secret1!" }).ok).toBe(
      true,
    );
    expect(errorsOf(formErrors(ResetPasswordForm, { password: "Secret1!", confirmPassword: "" }))).toEqual({
      confirmPassword: ["Passwords must match"],
    });
  });

  it("drops confirm-password before sending", () => {
    expect(dropConfirmPassword({ password: "Secret1!", confirmPassword: "Secret1!" })).toEqual({
      password: "Secret1!",
    });
    expect(dropConfirmPassword({ oldPassword: "a", newPassword: "b" })).toEqual({
      oldPassword: "a",
      newPassword: "b",
    });
  });
});

describe("form errors", () => {
  it("reports a value that is not an object under the form key", () => {
    expect(formErrors(LoginForm, null)).toEqual({ ok: false, errors: { _form: ["Expected object"] } });
  });

  it("gives the first message of a field", () => {
    expect(firstError({ email: ["one", "two"] }, "email")).toBe("one");
    expect(firstError({}, "email")).toBeUndefined();
  });
});

describe("form errors on nested and repeated messages", () => {
  it("lists a message once per field even when two checks give it", () => {
    const Code = Schema.Struct({
      code: Schema.String.check(
        Schema.isMinLength(3, { message: "Enter the code" }),
        Schema.isPattern(/^\d+$/, { message: "Enter the code" }),
      ),
    });
    expect(formErrors(Code, { code: "a" })).toEqual({ ok: false, errors: { code: ["Enter the code"] } });
  });
});

describe("company info", () => {
  it("needs a name of at most 200 characters, a size bucket and a US phone", () => {
    expect(formErrors(CompanyInfo, { companyName: "  ", size: "", phone: "" })).toMatchObject({
      ok: false,
      errors: { companyName: ["No company name provided"], size: ["Select the company size"] },
    });
    expect(
      formErrors(CompanyInfo, { companyName: "x".repeat(201), size: "7-9", phone: "(405)555-0142" }),
    ).toMatchObject({
      ok: false,
      errors: {
        companyName: ["Company names are at most 200 characters"],
        size: ["Select the company size"],
      },
    });
    expect(
      formErrors(CompanyInfo, { companyName: "Blue Ridge Freight", size: "1-5", phone: "(405)555-0142" }).ok,
    ).toBe(true);
  });
});

describe("cancellation reason text", () => {
  it("is not blank and at most 250 characters", () => {
    expect(formErrors(CancellationReasonField, " ")).toMatchObject({ ok: false });
    expect(formErrors(CancellationReasonField, "x".repeat(251))).toMatchObject({ ok: false });
    expect(formErrors(CancellationReasonField, "Unhappy with the coverage").ok).toBe(true);
  });
});

describe("form limits at their edges", () => {
  it("takes a company name of exactly 200 characters and a reason of exactly 250", () => {
    const company = { companyName: "x".repeat(200), size: "1-5", phone: "(405)555-0142" };
    expect(formErrors(CompanyInfo, company).ok).toBe(true);
    expect(formErrors(CancellationReasonField, "x".repeat(250)).ok).toBe(true);
  });

  it("takes an email of 254 characters and refuses one of 255", () => {
    const at254 = `${"a".repeat(64)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.eeeeee`;
    expect(at254).toHaveLength(254);
    expect(formErrors(LoginForm, { email: at254, password: "x" }).ok).toBe(true);
    expect(formErrors(LoginForm, { email: `${at254.slice(0, -1)}ee`, password: "x" })).toMatchObject({
      ok: false,
      errors: { email: ["Needs to be a valid email."] },
    });
  });

  it("counts a name's length without the spaces around it", () => {
    const NameField = Schema.Struct({ name: Name });
    expect(formErrors(NameField, { name: " J " })).toEqual({
      ok: false,
      errors: { name: [NameMessages.invalid] },
    });
    expect(formErrors(NameField, { name: " Jo " }).ok).toBe(true);
  });

  it("runs no later check of a required text once it is blank, in a form built at any time", () => {
    // Built here, not at import: the form schemas above are built once when their module loads.
    const Field = Schema.Struct({
      code: requiredText(
        "Enter the code",
        matching(() => false, "Wrong code"),
      ),
    });
    expect(formErrors(Field, { code: " " })).toEqual({ ok: false, errors: { code: ["Enter the code"] } });
    expect(formErrors(Field, {}), "the key missing").toEqual({
      ok: false,
      errors: { code: ["Enter the code"] },
    });
    expect(formErrors(Field, { code: "12" })).toEqual({ ok: false, errors: { code: ["Wrong code"] } });
  });

  it("shows one message for a blank required field, not the later checks' too", () => {
    expect(formErrors(LoginForm, { email: "", password: "x" })).toEqual({
      ok: false,
      errors: { email: ["No email provided"] },
    });
  });
});

describe("form errors on input that is not a form", () => {
  it("answers with the form's messages, never a crash, for null or a missing other field", () => {
    const none = formErrors(AdminCreateForm, null);
    expect(none.ok).toBe(false);
    // The confirmation typed before the password: no "must match" until there is a password to match.
    const partly = formErrors(ResetPasswordForm, { confirmPassword: "Passw0rd!" });
    expect(partly.ok ? [] : (partly.errors.confirmPassword ?? [])).not.toContain(PasswordMessages.mismatch);
  });
});
