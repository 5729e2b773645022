import { z } from 'zod';

/** A form field that carries JSON text (`notification_data`, `sms`); an object sent as JSON passes as it is. */
export function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);
}

/** 'ok' answers of cabinet actions (mark read, delete, stream binding). */
export const okResultSchema = z.object({ result: z.literal('ok') });
export type OkResult = z.infer<typeof okResultSchema>;
