import type { Queryable } from "../db/Database.ts";
import { verifyPassword } from "../security/password.ts";
import { demoPassword } from "./demo.ts";

/**
 * The accounts the demo seed creates all live under the reserved `.test` domain `haulboard.test`
 * (`…@haulboard.test`, `…@cN.haulboard.test`, `…@drivers.haulboard.test`). A production start checks
 * exactly these: verifying the demo password against every account's hash would cost one scrypt
 * (≈60 ms) per account. The seed gives all of them one hash, so this is usually a single scrypt.
 */
export const demoEmailPattern = "^[^@]+@([^@]+\\.)?haulboard\\.test$";

/**
 * At most this many distinct hashes are verified (each is one scrypt), the most shared first: the seed's
 * one hash comes first, and sign-ups under the demo domain cannot slow the start without bound.
 */
const maxHashesChecked = 50;

/**
 * The demo-domain accounts whose password is still the published demo password (a few emails as
 * examples, and their count). Empty when the database holds none.
 */
export const findDemoPasswordAccounts = async (
  db: Queryable,
): Promise<{ count: number; examples: string[] }> => {
  const hashes = await db.query<{ password_hash: string; count: number; examples: string[] }>(
    `select password_hash, count(*)::int as count, (array_agg(email order by id))[1:3] as examples
       from users where password_hash is not null and email ~* $1
      group by password_hash order by count(*) desc, min(id) limit ${maxHashesChecked}`,
    [demoEmailPattern],
  );
  let count = 0;
  const examples: string[] = [];
  for (const row of hashes) {
    if (!(await verifyPassword(demoPassword, row.password_hash))) continue;
    count += row.count;
    examples.push(...row.examples.slice(0, 3 - examples.length));
  }
  return { count, examples };
};
