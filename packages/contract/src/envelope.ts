import { z } from 'zod';
import { Localized } from './localized.js';

/** Every response: `{code, msg, data}`; code 0 is success (spec 000 §7). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), msg: z.string(), data });
export type Envelope<T> = { code: number; msg: string; data: T };

/** What a failed call carries in `data`: the fields that failed validation, and facts the UI can show. */
export const ErrorData = z
  .object({
    fields: z.record(z.string(), z.string()).optional(),
    wait_seconds: z.number().optional(),
    used_bytes: z.number().optional(),
    quota_bytes: z.number().optional(),
    limit: z.number().optional(),
    /** Lip-sync seconds a boost needs and the balance (18013). */
    needed_seconds: z.number().optional(),
    balance_seconds: z.number().optional(),
    /** Seats the owner's spaces use (19001, 19002). */
    seats_in_use: z.number().optional(),
    /** Who holds a draft open in their editor (19017). */
    editor_nickname: z.string().nullable().optional(),
    /** The plan feature a call needs (18019), e.g. 'batch'. */
    feature: z.string().optional(),
    /** The frame shape a plan lacks (18022). */
    aspect_ratio: z.string().optional(),
    /** The least plan that allows what was refused (18019, 18022), e.g. 'Creator'. */
    upgrade_to: z.string().optional(),
    projects: z.array(z.object({ id: z.string(), name: z.string(), asset_id: z.string().optional() })).optional(),
    /** The message as a dictionary key and values, for the reader's language (`msg` is English). */
    i18n: Localized.optional(),
  })
  .nullable();
export type ErrorData = z.infer<typeof ErrorData>;

export const Empty = z.object({}).strict();
export const Ok = z.null();
