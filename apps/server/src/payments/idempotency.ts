// Client idempotency keys of payment calls (issue 16): a retry with the same key answers the first result
// (a success or a refusal such as a decline), the same key with other parameters is a 422, and a request
// arriving while the first is still running waits for it. Failures that say nothing about the payment
// (5xx, the gateway not answering) forget the key, so the retry runs again and resumes the attempt.
import { createHash } from "node:crypto";
import { appError, Errors } from "../errors/catalogue.ts";
import { type ErrorEntry, HttpError } from "../errors/httpError.ts";
import { leaseSeconds } from "./charges.ts";
import type { PaymentDeps } from "./port.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface KeyRow {
  endpoint: string;
  request_hash: string;
  response_status: number | null;
  response_body: unknown;
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
  for (;;) {
    const inserted = await deps.db.query(
      `insert into idempotency_keys (company_id, key, endpoint, request_hash) values ($1, $2, $3, $4)
       on conflict (company_id, key) do nothing returning key`,
      [companyId, key, endpoint, hash],
    );
    if (inserted.length > 0) break;
    const [row] = await deps.db.query<KeyRow>(
      `select endpoint, request_hash, response_status, response_body from idempotency_keys
        where company_id = $1 and key = $2`,
      [companyId, key],
    );
    if (!row) continue;
    if (row.endpoint !== endpoint || row.request_hash !== hash) {
      throw appError(Errors.idempotencyMismatch, { field: "idempotency_key" });
    }
    if (row.response_status !== null) return replay<T>(row);
    if (Date.now() > deadline) throw appError(Errors.idempotencyInProgress);
    await sleep(50);
  }
  const finish = (status: number, body: unknown) =>
    deps.db.query(
      `update idempotency_keys set response_status = $3, response_body = $4::jsonb, completed_at = now()
        where company_id = $1 and key = $2`,
      [companyId, key, status, JSON.stringify(body)],
    );
  try {
    const result = await run();
    await finish(200, result);
    return result;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500 && error.status !== 429) {
      await finish(error.status, { errors: error.entries });
    } else {
      await deps.db.query("delete from idempotency_keys where company_id = $1 and key = $2", [
        companyId,
        key,
      ]);
    }
    throw error;
  }
};
