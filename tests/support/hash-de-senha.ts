/**
 * The API tests create about a hundred accounts per kind of database, nearly all with the same
 * password, and sign each one in; scrypt is slow on purpose (~0.1 s a call), so it took a sixth of the
 * suite. Within a test file (decision 085):
 * - hashing a password already hashed returns that first hash: a real scrypt hash of the same password
 *   (only the salt is shared between accounts that share a password);
 * - scrypt itself, a pure function, answers inputs it has already seen from memory, so signing in again
 *   with the same password against the same hash costs nothing. Every sign-in still compares the key
 *   scrypt derives with the stored one; a wrong password is still rejected.
 */
import crypto from "node:crypto";
import { syncBuiltinESMExports } from "node:module";
import { vi } from "vitest";

vi.mock("better-auth/crypto", async (importOriginal) => {
  const real = await importOriginal<typeof import("better-auth/crypto")>();
  const hashes = new Map<string, Promise<string>>();
  return {
    ...real,
    hashPassword(password: string): Promise<string> {
      let hash = hashes.get(password);
      if (!hash) {
        hash = real.hashPassword(password);
        hashes.set(password, hash);
      }
      return hash;
    },
  };
});

type Callback = (error: Error | null, key: Buffer) => void;
const scrypt = crypto.scrypt as (...args: unknown[]) => void;
const keys = new Map<string, Buffer>();

// better-auth calls scrypt(password, salt, keylen, options, callback), from Node's own module.
(crypto as { scrypt: unknown }).scrypt = (...args: unknown[]) => {
  const callback = args.pop() as Callback;
  const inputs = JSON.stringify(args, (_, value) =>
    Buffer.isBuffer(value) ? `hex:${value.toString("hex")}` : value,
  );
  const known = keys.get(inputs);
  if (known) {
    process.nextTick(callback, null, Buffer.from(known));
    return;
  }
  scrypt(...args, (error: Error | null, key: Buffer) => {
    if (!error) keys.set(inputs, Buffer.from(key));
    callback(error, key);
  });
};
syncBuiltinESMExports();
