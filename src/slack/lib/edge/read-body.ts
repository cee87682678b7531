/**
 * Reads a request body up to a limit. A declared length over the limit is refused before a byte of
 * the body is read; a body without one (chunked) is refused as soon as it passes the limit.
 */
import type { IncomingMessage } from "node:http";

export type BodyRead =
  | { readonly ok: true; readonly raw: Buffer }
  | { readonly ok: false; readonly status: 400 | 413 };

export function readBody(req: IncomingMessage, limitBytes: number): Promise<BodyRead> {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > limitBytes)
    return Promise.resolve({ ok: false, status: 413 });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyRead) => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        // Stop reading; the 413 goes out and the connection is closed behind it.
        req.pause();
        finish({ ok: false, status: 413 });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish({ ok: true, raw: Buffer.concat(chunks) });
    const onError = () => finish({ ok: false, status: 400 });
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}
