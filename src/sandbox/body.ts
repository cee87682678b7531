/**
 * Request bodies as the partner service receives them: `application/x-www-form-urlencoded` and
 * `multipart/form-data` (the vendor's PHP SDK sends multipart). Written by hand rather than with
 * URLSearchParams / Request.formData() because those silently replace invalid UTF-8 with U+FFFD, and the
 * sandbox must refuse such input (errno 100) instead of storing mangled names.
 */
import type { IncomingMessage } from "node:http";

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** Past this the connection is cut instead of drained: nobody legitimately streams 16 MiB of form data. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

export class BodyError extends Error {
  override readonly name = "BodyError";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type Fields = ReadonlyMap<string, string>;

/**
 * Reads the whole body up to `limit` bytes. An oversized body is drained (so the client can read the
 * answer instead of getting a reset mid-upload) and then rejected with a 413 BodyError.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    let settled = false;
    const settle = (fn: () => void) => {
      if (!settled) {
        settled = true;
        fn();
      }
    };
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        if (size > DRAIN_LIMIT) {
          settle(() => reject(new BodyError(413, `body larger than ${limit} bytes`)));
          req.destroy();
        }
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () =>
      settle(() =>
        over
          ? reject(new BodyError(413, `body larger than ${limit} bytes`))
          : resolve(Buffer.concat(chunks, size)),
      ),
    );
    req.on("error", (err) => settle(() => reject(err)));
    req.on("close", () => settle(() => reject(new BodyError(400, "request aborted"))));
  });
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function utf8(bytes: Uint8Array, what: string): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new BodyError(400, `${what} is not valid UTF-8`);
  }
}

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

/** Percent-decodes one name or value to bytes ('+' is a space), then decodes them as strict UTF-8. */
function decodeComponent(body: Buffer, start: number, end: number, what: string): string {
  // Fast path for the common plain-ASCII component: no '%', '+' or byte >= 0x80 means nothing to decode.
  let plain = true;
  for (let i = start; i < end; i++) {
    const b = body[i] as number;
    if (b === 0x25 || b === 0x2b || b >= 0x80) {
      plain = false;
      break;
    }
  }
  if (plain) return body.toString("latin1", start, end);
  const out = Buffer.allocUnsafe(end - start);
  let n = 0;
  for (let i = start; i < end; i++) {
    const b = body[i] as number;
    if (b === 0x2b) {
      out[n++] = 0x20;
      continue;
    }
    if (b === 0x25 && i + 2 < end) {
      const hi = hexValue(body[i + 1] as number);
      const lo = hexValue(body[i + 2] as number);
      if (hi >= 0 && lo >= 0) {
        out[n++] = hi * 16 + lo;
        i += 2;
        continue;
      }
    }
    out[n++] = b; // includes a stray '%', kept literally as PHP does
  }
  return utf8(out.subarray(0, n), what);
}

export function parseUrlEncoded(body: Buffer): Map<string, string> {
  const fields = new Map<string, string>();
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf(0x26, start); // '&'
    if (end < 0) end = body.length;
    if (end > start) {
      let eq = body.indexOf(0x3d, start); // '='
      if (eq < 0 || eq > end) eq = end;
      const name = decodeComponent(body, start, eq, "a field name");
      const value = eq < end ? decodeComponent(body, eq + 1, end, `field ${name}`) : "";
      // Repeated names: the last one wins, as in PHP's $_POST.
      if (name !== "") fields.set(name, value);
    }
    start = end + 1;
  }
  return fields;
}

function boundaryOf(contentType: string): string {
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary) throw new BodyError(400, "multipart body without a boundary");
  return boundary;
}

export function parseMultipart(body: Buffer, contentType: string): Map<string, string> {
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  const fields = new Map<string, string>();
  let pos = body.indexOf(delimiter);
  if (pos < 0) throw new BodyError(400, "multipart body without its boundary");
  for (;;) {
    pos += delimiter.length;
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return fields; // closing "--"
    if (body[pos] !== 0x0d || body[pos + 1] !== 0x0a) throw new BodyError(400, "malformed multipart body");
    pos += 2;
    const headerEnd = body.indexOf("\r\n\r\n", pos);
    if (headerEnd < 0) throw new BodyError(400, "malformed multipart part headers");
    const headers = utf8(body.subarray(pos, headerEnd), "a multipart header");
    const next = body.indexOf(Buffer.concat([Buffer.from("\r\n"), delimiter]), headerEnd + 4);
    if (next < 0) throw new BodyError(400, "unterminated multipart body");
    const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? "";
    const name = /\bname="((?:[^"\\]|\\.)*)"/i.exec(disposition)?.[1];
    if (name === undefined) throw new BodyError(400, "multipart part without a name");
    // Uploaded files go to PHP's $_FILES, not $_POST: no partner operation reads them.
    if (!/\bfilename\*?=/i.test(disposition)) {
      fields.set(name, utf8(body.subarray(headerEnd + 4, next), `field ${name}`));
    }
    pos = next + 2;
  }
}

/** Parses a partner request body by its content type; anything else is refused as invalid parameters. */
export function parseForm(contentType: string | undefined, body: Buffer): Map<string, string> {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "application/x-www-form-urlencoded") return parseUrlEncoded(body);
  if (type === "multipart/form-data") return parseMultipart(body, contentType ?? "");
  if (body.length === 0) return new Map();
  throw new BodyError(415, `unsupported content type "${type}"`);
}
