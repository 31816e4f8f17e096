import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

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

export const makePasswordHasher = (cost: number): PasswordHasher => ({
  hash: (password) => hashPassword(password, cost),
  verify: verifyPassword,
});
