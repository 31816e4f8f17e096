import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";

const keyLength = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(
      password.normalize("NFKC"),
      salt,
      keyLength,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );

/**
 * Hashes a password with scrypt: `scrypt$N$r$p$salt$hash` (salt and hash base64url), so the cost can be
 * raised later and old hashes still verify.
 */
export const hashPassword = async (password: string, cost = 16384): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: 8, p: 1 });
  return ["scrypt", cost, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
};

/** Checks a password against a stored hash in constant time; false for any malformed hash. */
export const verifyPassword = async (
  password: string,
  stored: string | null | undefined,
): Promise<boolean> => {
  const parts = stored?.split("$") ?? [];
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash ?? "", "base64url");
  const key = await derive(password, Buffer.from(salt ?? "", "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return expected.length === key.length && timingSafeEqual(expected, key);
};

/** A hash that never verifies, compared against when the email is unknown so timing does not reveal it. */
export const dummyHash = (cost: number): Promise<string> =>
  hashPassword(randomBytes(12).toString("hex"), cost);

/** Hashing and checking passwords at the configured cost: a port, so tests can watch where it runs. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null | undefined): Promise<boolean>;
}

/**
 * At most `slots` scrypt runs at once. libuv would run four, filling every core of a small machine, so
 * that a burst of password resets slows every other request; one core stays free for the HTTP server
 * and the database (issue 11: a cheap read stays within 3x its idle latency while 8 clients reset).
 */
const makeSlots = (slots: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    // A finished run hands its slot straight to the next waiter, so no newcomer slips in between.
    if (running < slots) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
};

export const makePasswordHasher = (
  cost: number,
  slots = Math.max(1, availableParallelism() - 1),
): PasswordHasher => {
  const inSlot = makeSlots(slots);
  return {
    hash: (password) => inSlot(() => hashPassword(password, cost)),
    verify: (password, stored) => inSlot(() => verifyPassword(password, stored)),
  };
};
