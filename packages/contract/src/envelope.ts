import { z } from 'zod';

/** Every response: `{code, msg, data}`; code 0 is success (spec 000 §7). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });
export type Envelope<T> = { code: number; msg: string; data: T };

/** What a failed call carries in `data`: the fields that failed validation, if any. */
export const ErrorData = z
  .object({ fields: z.record(z.string(), z.string()).optional(), wait_seconds: z.number().optional() })
  .nullable();
export type ErrorData = z.infer<typeof ErrorData>;

export const Empty = z.object({}).strict();
export const Ok = z.null();
