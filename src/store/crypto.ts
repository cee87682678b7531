import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmodSync, linkSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { EncryptionKeyError } from "./errors.js";

/**
 * AES-256-GCM for secrets at rest. Each value gets a fresh 96-bit IV; the workspace id is bound in as
 * associated data, so a ciphertext copied onto another workspace's row fails to open instead of
 * silently lending one school's SECRET to another.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
  /** Where the key came from, for messages (never the key itself). */
  readonly source: string;
}

const FORMAT = "v1";

/**
 * Whether a stored value is sealed by a SecretBox (rather than plaintext written before a column was
 * encrypted). Sealed values start with the format tag and a dot; JSON text never does.
 */
export function isSealed(value: string): boolean {
  return value.startsWith(`${FORMAT}.`);
}
export const KEY_HELP = "64 hex characters, or 32 bytes in base64 (e.g. `openssl rand -hex 32`)";

/** Accepts 64 hex characters or base64 of exactly 32 bytes; anything else is refused with the rule. */
export function parseKey(text: string, source: string): Buffer {
  const t = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) return Buffer.from(t, "hex");
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(t)) {
    const b = Buffer.from(t, "base64");
    if (b.length === 32) return b;
  }
  throw new EncryptionKeyError(`${source} is not a valid encryption key: expected ${KEY_HELP}`);
}

export function secretBox(key: Buffer, source: string): SecretBox {
  return {
    source,
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [FORMAT, iv.toString("base64url"), tag.toString("base64url"), body.toString("base64url")].join(
        ".",
      );
    },
    open(sealed, context) {
      const [format, iv, tag, body] = sealed.split(".");
      if (format !== FORMAT || iv === undefined || tag === undefined || body === undefined) {
        throw new EncryptionKeyError(
          `the stored secret for ${context} is not in a format this version reads`,
        );
      }
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAAD(Buffer.from(context, "utf8"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        throw new EncryptionKeyError(
          `cannot decrypt the stored secret for ${context}: the encryption key (${source}) is not the one ` +
            "it was stored with; restore the original key or reconnect the school",
        );
      }
    },
  };
}

/**
 * Reads the key file beside the SQLite database, creating it once (mode 0600) when absent. Creation is
 * write-to-temp then hard-link, so two processes starting together agree on one key: the loser of the
 * race gets EEXIST and reads the winner's complete file.
 */
export function loadOrCreateKeyFile(path: string): Buffer {
  try {
    return parseKey(readFileSync(path, "utf8"), `key file ${path}`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(tmp, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  chmodSync(tmp, 0o600);
  try {
    linkSync(tmp, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  } finally {
    unlinkSync(tmp);
  }
  return parseKey(readFileSync(path, "utf8"), `key file ${path}`);
}
