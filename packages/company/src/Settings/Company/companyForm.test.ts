import { describe, expect, it } from "vitest";
import { changedEmailOf, formEmailOf } from "./companyForm.ts";

// Issue 35 #16: the company settings save other fields while a new email waits for its link.
describe("the company settings' email while a new one waits for verification", () => {
  const waitingFirst = { email: null, emailToVerify: "dispatch@summit.example.com" };
  const waitingChange = { email: "ops@summit.example.com", emailToVerify: "dispatch@summit.example.com" };

  it("starts the required field with the waiting email when the company has no verified one", () => {
    expect(formEmailOf(waitingFirst)).toBe("dispatch@summit.example.com");
    expect(formEmailOf(waitingChange)).toBe("ops@summit.example.com");
    expect(formEmailOf({ email: null, emailToVerify: null })).toBe("");
  });

  it("sends no email when it is the current or the waiting one, so no link is mailed again", () => {
    expect(changedEmailOf({ email: "dispatch@summit.example.com" }, waitingFirst)).toBeUndefined();
    expect(changedEmailOf({ email: " Dispatch@Summit.example.com " }, waitingChange)).toBeUndefined();
    expect(changedEmailOf({ email: "ops@summit.example.com" }, waitingChange)).toBeUndefined();
    expect(changedEmailOf({ email: "new@summit.example.com" }, waitingChange)).toBe("new@summit.example.com");
  });
});
