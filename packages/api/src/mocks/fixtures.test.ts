import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { fixtureCatalogue } from "./fixtures.ts";

describe("fixtures", () => {
  it.each(fixtureCatalogue.map((entry) => [entry.name, entry] as const))(
    "%s round-trips through its schema",
    (_name, { schema, value }) => {
      const wire = Schema.encodeUnknownSync(schema)(value);
      // The wire form is JSON: it survives serialisation and decodes back to the same value.
      const decoded = Schema.decodeUnknownSync(schema)(JSON.parse(JSON.stringify(wire)));
      expect(decoded).toEqual(value);
    },
  );

  it("writes snake_case keys on the wire", () => {
    const employer = fixtureCatalogue.find((entry) => entry.name === "employer");
    const wire = Schema.encodeUnknownSync(employer!.schema)(employer!.value) as Record<string, unknown>;
    expect(Object.keys(wire)).toContain("company_id");
    expect(Object.keys(wire)).toContain("email_to_verify");
    expect(Object.keys(wire)).not.toContain("companyId");
  });
});
