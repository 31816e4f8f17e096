import { jobBaseCost, jobWriterRoles } from "@haulboard/domain";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { checkPayload } from "./payload.ts";
import { detailOf, recostSql, writableJob } from "./writable.ts";

/** `PATCH /jobs/{id}/address`: the targeting address (US only, a real position). */
const updateAddress = async ({ params, body, caller, deps }: HandlerInput<"jobs.updateAddress">) => {
  checkPayload({ addons: [], addresses: [body] });
  return deps.db.transaction(async (tx) => {
    await writableJob(tx, caller, params.id, true);
    await tx.query(
      `update jobs set street1 = $2, city = $3, state = $4, country = $5, postal_code = $6, longitude = $7,
              latitude = $8, updated_at = now() where id = $1`,
      [
        params.id,
        body.street1?.trim() || null,
        body.city.trim(),
        body.state.trim(),
        body.country.trim(),
        body.postalCode?.trim() || null,
        body.coordinates[0],
        body.coordinates[1],
      ],
    );
    // Every US address is quoted the same base cost (places.geocode); the cost is recomputed anyway.
    await tx.query(recostSql, [params.id, jobBaseCost]);
    return { data: await detailOf(tx, params.id) };
  });
};

export const updateAddressRoute: Route<"jobs.updateAddress"> = {
  access: roles(jobWriterRoles),
  handle: updateAddress,
};
