/**
 * The one `private_metadata` codec. Every modal that carries state between open and submit (admin
 * pages, class modals, the class picker, the schedule form) declares a zod schema and gets
 * `encode`/`decode` from here: JSON, checked against the schema both ways and against Slack's
 * 3,000-character limit. Metadata says where a view is (a page, a class id), never who may act.
 */
import type { z } from "zod";
import { LIMITS } from "./limits.js";

export interface MetadataCodec<T> {
  /** Throws only on a programming error (a value outside the schema, or too long), naming the field. */
  encode(value: T): string;
  /** null for anything that is not ours: not JSON, outside the schema, longer than Slack allows. */
  decode(text: unknown): T | null;
}

export function metadataCodec<S extends z.ZodType>(name: string, schema: S): MetadataCodec<z.output<S>> {
  return {
    encode(value) {
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        const where = parsed.error.issues.map((issue) => issue.path.join(".") || "value").join(", ");
        throw new TypeError(`${name} metadata: invalid ${where}`);
      }
      const text = JSON.stringify(parsed.data);
      if (text.length > LIMITS.privateMetadata) throw new RangeError(`${name} private_metadata is too long`);
      return text;
    },
    decode(text) {
      if (typeof text !== "string" || text.length > LIMITS.privateMetadata) return null;
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return null;
      }
      const parsed = schema.safeParse(json);
      return parsed.success ? parsed.data : null;
    },
  };
}
