import { describe, expect, it } from "vitest";
import { BillingContactForm } from "./BillingContact.ts";
import { formErrors } from "./formErrors.ts";

const contact = {
  firstName: "Dana",
  lastName: "Reyes",
  phone: "",
  companyName: "Summit Freight",
  location: "",
  street: "",
  city: "",
  state: "",
  zipCode: "",
};

describe("the billing contact form", () => {
  it("takes names and a company with the address left empty", () => {
    expect(formErrors(BillingContactForm, contact)).toEqual({ ok: true, value: contact });
    const filled = { ...contact, state: "tx", zipCode: "78701-1234" };
    expect(formErrors(BillingContactForm, filled)).toEqual({ ok: true, value: filled });
  });

  it("names each missing name, a state that is not two letters and a ZIP that is not one", () => {
    expect(
      formErrors(BillingContactForm, {
        ...contact,
        firstName: "",
        lastName: "",
        companyName: "",
        state: "Texas",
        zipCode: "7870",
      }),
    ).toEqual({
      ok: false,
      errors: {
        firstName: ["Enter a first name"],
        lastName: ["Enter a last name"],
        companyName: ["Enter the company name"],
        state: ["Enter a two-letter state code"],
        zipCode: ["Enter a 5-digit zip code"],
      },
    });
  });
});
