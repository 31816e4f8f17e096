import { CompanyInfo, formErrors } from "@haulboard/domain";
import { describe, expect, it } from "vitest";

describe("the company-info rules", () => {
  it("accepts a name, a size bucket and a US phone", () => {
    const result = formErrors(CompanyInfo, {
      companyName: "Red River Freight",
      size: "11-20",
      phone: "(555)010-4400",
    });
    expect(result.ok).toBe(true);
  });

  it("names each missing field", () => {
    const result = formErrors(CompanyInfo, { companyName: "  ", size: "", phone: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.companyName).toEqual(["No company name provided"]);
    expect(result.errors.size).toEqual(["Select the company size"]);
    expect(result.errors.phone).toEqual(["No phone provided"]);
  });

  it("refuses a size outside the six buckets and a short phone", () => {
    const result = formErrors(CompanyInfo, { companyName: "Acme", size: "7", phone: "(555)010-44" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.size).toEqual(["Select the company size"]);
    expect(result.errors.phone).toEqual(["Phone numbers should have 10 digits"]);
  });
});
