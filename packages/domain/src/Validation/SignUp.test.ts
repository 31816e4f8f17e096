import { describe, expect, it } from "vitest";
import { formErrors } from "./formErrors.ts";
import {
  SignUpEmailStep,
  SignUpForm,
  signUpInitialValues,
  signUpValuesFromLanding,
  toSignUpPayload,
} from "./SignUp.ts";

const valid = {
  email: "driver@haul.com",
  confirmEmail: "driver@haul.com",
  firstName: "Jo",
  lastName: "Smith",
  phone: "(555)123-4567",
  password: "Secret1!",
  confirmPassword: "Secret1!",
  acceptEmails: true,
};

const errorsOf = (changes: Record<string, unknown>) => {
  const result = formErrors(SignUpForm, { ...valid, ...changes });
  return result.ok ? {} : result.errors;
};

/** An email of exactly `length` characters: x…x@haul.com. */
const emailOfLength = (length: number) => `${"x".repeat(length - "@haul.com".length)}@haul.com`;
const passwordOfLength = (length: number) => `Aa1!${"b".repeat(length - 4)}`;

describe("sign-up form", () => {
  it("accepts a valid form", () => {
    expect(formErrors(SignUpForm, valid)).toEqual({ ok: true, value: valid });
  });

  it("asks for an email when it is empty or missing", () => {
    expect(errorsOf({ email: "", confirmEmail: "" })).toEqual({
      email: ["This is required — you’ll need to enter an email."],
    });
    const { email: _email, ...withoutEmail } = valid;
    const result = formErrors(SignUpForm, withoutEmail);
    expect(result.ok ? {} : result.errors.email).toEqual([
      "This is required — you’ll need to enter an email.",
    ]);
  });

  it.each([
    [5, false],
    [6, true],
    [64, true],
    [65, false],
  ])("takes an email of %i characters: %s", (length, accepted) => {
    const email = length === 5 ? "a@b.c" : length === 6 ? "a@b.co" : emailOfLength(length);
    expect(email).toHaveLength(length);
    const errors = errorsOf({ email, confirmEmail: email });
    expect(errors).toEqual(accepted ? {} : { email: ["Needs to be a valid email."] });
  });

  it.each(["plainaddress", "a@b", "a b@haul.com", "a@haul.c", "@haul.com", "a@-haul.com"])(
    "rejects %j as an email",
    (email) => {
      expect(errorsOf({ email, confirmEmail: email })).toEqual({ email: ["Needs to be a valid email."] });
    },
  );

  it("says 'Emails must match' when the confirmation differs or is missing", () => {
    expect(errorsOf({ confirmEmail: "other@haul.com" })).toEqual({ confirmEmail: ["Emails must match"] });
    const { confirmEmail: _confirm, ...withoutConfirm } = valid;
    const result = formErrors(SignUpForm, withoutConfirm);
    expect(result.ok ? {} : result.errors).toEqual({ confirmEmail: ["Emails must match"] });
  });

  it.each([
    ["", "You must enter your name"],
    ["   ", "You must enter your name"],
    ["J", "Needs to be a valid name"],
    ["x".repeat(101), "Needs to be a valid name"],
  ])("rejects the name %j with %j", (name, message) => {
    expect(errorsOf({ firstName: name, lastName: name })).toEqual({
      firstName: [message],
      lastName: [message],
    });
  });

  it("takes names of 2 and 100 characters", () => {
    expect(errorsOf({ firstName: "Jo", lastName: "x".repeat(100) })).toEqual({});
  });

  it.each([
    [7, ["Password is too short - It should be at least 8 characters."]],
    [8, []],
    [64, []],
    [65, ["Password is too long - should be up to 64 chars."]],
  ])("takes a password of %i characters with the messages %j", (length, messages) => {
    const password = passwordOfLength(length);
    expect(password).toHaveLength(length);
    const errors = errorsOf({ password, confirmPassword: password });
    expect(errors).toEqual(messages.length === 0 ? {} : { password: messages });
  });

  it.each([
    ["secret1!", "no uppercase letter"],
    ["SECRET1!", "no lowercase letter"],
    ["Secret!!", "no digit"],
    ["Secret11", "no symbol"],
    ["Secret1-", "a symbol outside @$!#%*?&"],
  ])("asks for a stronger password for %j (%s)", (password) => {
    expect(errorsOf({ password, confirmPassword: password })).toEqual({
      password: ["At least 1 number,1 symbol (@$!#%*?&) and 1 uppercase letter"],
    });
  });

  it.each(["@", "$", "!", "#", "%", "*", "?", "&"])("accepts the symbol %s", (symbol) => {
    const password = `Secret1${symbol}`;
    expect(errorsOf({ password, confirmPassword: password })).toEqual({});
  });

  it("asks for a password when it is empty", () => {
    expect(errorsOf({ password: "", confirmPassword: "" })).toEqual({ password: ["No password provided"] });
  });

  it("says 'Passwords must match' when the confirmation differs", () => {
    expect(errorsOf({ confirmPassword: "Secret1?" })).toEqual({ confirmPassword: ["Passwords must match"] });
  });

  it.each([
    ["", "No phone provided"],
    ["(555)123-456", "Phone numbers should have 10 digits"],
    ["(555)123-45678", "Phone numbers should have 10 digits"],
    ["5551234567", "Phone numbers should have 10 digits"],
    ["(555)123-45a7", "Should contain a valid number"],
    ["555-1234-5678", "Should contain a valid number"],
  ])("rejects the phone %j with %j", (phone, message) => {
    expect(errorsOf({ phone })).toEqual({ phone: [message] });
  });

  it("reports every field at once, one message per problem", () => {
    expect(errorsOf({ email: "bad", firstName: "", phone: "", password: "short" })).toEqual({
      email: ["Needs to be a valid email."],
      confirmEmail: ["Emails must match"],
      firstName: ["You must enter your name"],
      phone: ["No phone provided"],
      password: ["Password is too short - It should be at least 8 characters."],
      confirmPassword: ["Passwords must match"],
    });
  });

  it("says 'Emails must match' and 'Passwords must match' while other fields are still invalid", () => {
    expect(
      errorsOf({ confirmEmail: "other@haul.com", lastName: "", confirmPassword: "Secret1?", phone: "" }),
    ).toEqual({
      confirmEmail: ["Emails must match"],
      lastName: ["You must enter your name"],
      phone: ["No phone provided"],
      confirmPassword: ["Passwords must match"],
    });
  });

  it("checks a pairing only when both fields are texts", () => {
    expect(errorsOf({ confirmEmail: 42, firstName: "" })).toEqual({
      confirmEmail: ["Expected string"],
      firstName: ["You must enter your name"],
    });
  });

  it("validates the email step on its own", () => {
    expect(formErrors(SignUpEmailStep, { email: "driver@haul.com" }).ok).toBe(true);
    expect(formErrors(SignUpEmailStep, { email: "" })).toEqual({
      ok: false,
      errors: { email: ["This is required — you’ll need to enter an email."] },
    });
  });

  it("starts with accept-emails on", () => {
    expect(signUpInitialValues.acceptEmails).toBe(true);
    expect(signUpInitialValues.email).toBe("");
  });

  it("sends the sign-up body without confirmations, in snake_case, with the employer role", () => {
    expect(toSignUpPayload({ ...valid, acceptEmails: false })).toEqual({
      email: "driver@haul.com",
      password: "Secret1!",
      first_name: "Jo",
      last_name: "Smith",
      phone: "(555)123-4567",
      role: "employer",
      tn_newsletters: false,
    });
    expect(toSignUpPayload(valid, "member").role).toBe("member");
  });

  it("copies the landing page's email into the confirmation and formats its phone without the leading 1", () => {
    expect(signUpValuesFromLanding({ email: "a@haul.com", phone: "15551234567" })).toEqual({
      ...signUpInitialValues,
      email: "a@haul.com",
      confirmEmail: "a@haul.com",
      phone: "(555)123-4567",
    });
    expect(signUpValuesFromLanding({ email: "a@haul.com" }).phone).toBe("");
  });
});
