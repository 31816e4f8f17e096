import { randomBytes } from "node:crypto";
import type { Queryable } from "../db/Database.ts";
import { typed } from "../db/typed.ts";

/**
 * The HS256 secret: JWT_SECRET when set; otherwise one generated on first start and kept in app_meta,
 * so every replica on the same database signs with the same key and restarts keep sessions valid.
 */
export const resolveJwtSecret = async (db: Queryable, configured: string | undefined): Promise<string> => {
  if (configured) return configured;
  const k = typed(db);
  await k
    .insertInto("app_meta")
    .values({ key: "jwt_secret", value: randomBytes(48).toString("base64url") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await k
    .selectFrom("app_meta")
    .select("value")
    .where("key", "=", "jwt_secret")
    .executeTakeFirst();
  if (!row) throw new Error("Could not store the JWT secret");
  return row.value;
};
