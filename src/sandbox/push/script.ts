/**
 * What the control API accepts to script a class session (docs/sandbox.md, "Pushed events"). Times are
 * sandbox-clock Unix seconds; a step without `at` happens when it is scripted.
 */
import { z } from "zod";

const at = z.number().int().nonnegative().optional();
const uid = z.string().min(1).max(64);

export const stepSchema = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("enter"),
      uid,
      at,
      identity: z.number().int().optional(),
      nickname: z.string().max(100).optional(),
      device: z.number().int().nonnegative().optional(),
      clientId: z.number().int().nonnegative().optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal("leave"),
      uid,
      at,
      clientId: z.number().int().nonnegative().optional(),
      reason: z.number().int().optional(),
    })
    .strict(),
  z.object({ type: z.literal("handsUp"), uid, at, up: z.boolean().optional() }).strict(),
  z.object({ type: z.literal("award"), uid, at, times: z.number().int().positive().optional() }).strict(),
  z.object({ type: z.literal("help"), uid, at, message: z.string().max(2000) }).strict(),
  z.object({ type: z.literal("extend"), at, minutes: z.number().int().positive().max(600) }).strict(),
  z
    .object({
      type: z.literal("record"),
      at,
      vst: z.number().int().nonnegative().optional(),
      vet: z.number().int().nonnegative().optional(),
      size: z.number().int().nonnegative().optional(),
      cidExt: z.string().max(50).optional(),
    })
    .strict(),
  z.object({ type: z.literal("close"), at }).strict(),
]);

export type Step = z.infer<typeof stepSchema>;

export const sessionSchema = z
  .object({
    steps: z.array(stepSchema).max(10_000).optional(),
    /**
     * Plays the class from the clock: the teacher, the assistant and every enrolled student enter at the
     * start (minus those `absent`, `late` ones that many seconds after), and the teacher closes at the end.
     */
    defaults: z
      .object({
        absent: z.array(uid).optional(),
        late: z.record(uid, z.number().int().positive()).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type SessionInput = z.infer<typeof sessionSchema>;
