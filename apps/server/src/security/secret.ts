import { randomBytes } from "node:crypto";
import type { Queryable } from "../db/Database.ts";

/**
 * The HS256 secret: JWT_SECRET when set; otherwise one generated on first start and kept in app_meta,
 * so every replica on the same database signs with the same key and restarts keep sessions valid.
 */
export const resolveJwtSecret = async (db: Queryable, configured: string | undefined): Promise<string> => {
  if (configured) return configured;
  await db.query("insert into app_meta (key, value) values ('jwt_secret', $1) on conflict (key) do nothing", [
    randomBytes(48).toString("base64url"),
  ]);
  const [row] = await db.query<{ value: string }>("select value from app_meta where key = 'jwt_secret'");
  if (!row) throw new Error("Could not store the JWT secret");
  return row.value;
};
