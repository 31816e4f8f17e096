// Client idempotency keys of payment calls (issue 16): a retry with the same key answers the first result
// (a success or a refusal such as a decline), the same key with other parameters is a 422, and a request
// arriving while the first is still running waits for it. Failures that say nothing about the payment
// (5xx, the gateway not answering) forget the key, so the retry runs again and resumes the attempt.
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { type ErrorEntry, HttpError } from "../errors/httpError.ts";
import { leaseSeconds } from "./charges.ts";
import type { PaymentDeps } from "./port.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface KeyRow {
  readonly endpoint: string;
  readonly request_hash: string;
  readonly response_status: number | null;
  readonly response_body: unknown;
}

const replay = <T>(row: KeyRow): T => {
  if (row.response_status === 200) return row.response_body as T;
  const entries = (row.response_body as { errors: ErrorEntry[] }).errors;
  throw new HttpError(row.response_status as 400, entries[0]?.message ?? "", { entries });
};

export const withIdempotency = async <T>(
  deps: Pick<PaymentDeps, "db">,
  companyId: number,
  key: string | undefined,
  endpoint: string,
  params: unknown,
  run: () => Promise<T>,
): Promise<T> => {
  if (key === undefined) return run();
  const hash = createHash("sha256").update(JSON.stringify(params)).digest("hex");
  const deadline = Date.now() + (leaseSeconds + 5) * 1000;
  const k = typed(deps.db);
  const thisKey = k.selectFrom("idempotency_keys").where("company_id", "=", companyId).where("key", "=", key);
  for (;;) {
    const inserted = await k
      .insertInto("idempotency_keys")
      .values({ company_id: companyId, key, endpoint, request_hash: hash })
      .onConflict((oc) => oc.columns(["company_id", "key"]).doNothing())
      .returning("key")
      .execute();
    if (inserted.length > 0) break;
    const row: KeyRow | undefined = await thisKey
      .select(["endpoint", "request_hash", "response_status", "response_body"])
      .executeTakeFirst();
    if (!row) continue;
    if (row.endpoint !== endpoint || row.request_hash !== hash) {
      throw appError(Errors.idempotencyMismatch, { field: "idempotency_key" });
    }
    if (row.response_status !== null) return replay<T>(row);
    if (Date.now() > deadline) throw appError(Errors.idempotencyInProgress);
    await sleep(50);
  }
  const finish = (status: number, body: unknown) =>
    k
      .updateTable("idempotency_keys")
      .set({
        response_status: status,
        response_body: sql`${JSON.stringify(body)}::jsonb`,
        completed_at: sql<Date>`now()`,
      })
      .where("company_id", "=", companyId)
      .where("key", "=", key)
      .execute();
  try {
    const result = await run();
    await finish(200, result);
    return result;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500 && error.status !== 429) {
      await finish(error.status, { errors: error.entries });
    } else {
      await k
        .deleteFrom("idempotency_keys")
        .where("company_id", "=", companyId)
        .where("key", "=", key)
        .execute();
    }
    throw error;
  }
};
