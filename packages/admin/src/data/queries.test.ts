import { describe, expect, it } from "vitest";
import { driverSearchInput } from "../Drivers/driverQuery.ts";
import { companySearchBody } from "./companySearchBody.ts";

describe("the company search body (access §7)", () => {
  it("asks for the newest companies first with no filter before the admin types", () => {
    expect(companySearchBody("  ")).toEqual({
      filters: [],
      orders: [{ field: "created_at", direction: "desc" }],
    });
  });

  it("filters company_name with ilike on the trimmed text", () => {
    expect(companySearchBody(" Blue Ridge ")).toEqual({
      filters: [{ field: "company_name", operator: "ilike", value: "Blue Ridge" }],
      orders: [{ field: "created_at", direction: "desc" }],
    });
  });
});

describe("the driver search of the Driver List grid", () => {
  it("maps the four grid operators to the server's and the columns to wire fields", () => {
    const input = driverSearchInput({
      page: 3,
      pageSize: 10,
      skip: 20,
      sorting: [],
      filters: [
        { columnId: "name", op: "contains", value: "ortega" },
        { columnId: "email", op: "notContains", value: "example" },
        { columnId: "billingCustomerId", op: "equals", value: "cus_8KD20F" },
        { columnId: "phone", op: "notEquals", value: "(210)555-0134" },
        { columnId: "unknown", op: "equals", value: "x" },
      ],
    });
    expect(input.query).toEqual({ offset: 20, limit: 10 });
    expect(input.body.filters).toEqual([
      { field: "full_name", operator: "ilike", value: "ortega" },
      { field: "email", operator: "not_ilike", value: "example" },
      { field: "billing_customer_id", operator: "equals", value: "cus_8KD20F" },
      { field: "phone", operator: "not_equals", value: "(210)555-0134" },
    ]);
  });
});
