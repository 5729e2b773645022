import { z } from 'zod';
import { emailSchema, optionalPhoneSchema, optionalText, requiredText } from './fields';

export const clientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  comment: z.string(),
  deleted: z.boolean(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientListResponseSchema = z.object({ clients: z.array(clientSchema) });
export const clientResponseSchema = z.object({ client: clientSchema, message: z.string() });
export type ClientResponse = z.infer<typeof clientResponseSchema>;

/** A dealer's active clients have different names: the order's client list shows only the name. */
export const CLIENT_NAME_TAKEN = 'Клиент с таким именем уже есть';

export const clientInputSchema = z.object({
  name: requiredText(200),
  phone: optionalPhoneSchema,
  email: z.union([z.literal(''), emailSchema]).optional().transform((value) => value ?? ''),
  comment: optionalText(1000),
});
export type ClientInput = z.input<typeof clientInputSchema>;

export const companySchema = z.object({ id: z.number().int(), name: z.string(), inn: z.string() });
export type Company = z.infer<typeof companySchema>;
/** `multiple` follows the spec: true for more than one company, and also for none. */
export const companyListResponseSchema = z.object({ companies: z.array(companySchema), multiple: z.boolean() });

export const managerSchema = z.object({ id: z.number().int(), name: z.string(), phone: z.string(), email: z.string() });
export const managerListResponseSchema = z.object({ managers: z.array(managerSchema) });

/** The spec's company flag: more than one company, or a list that is empty or missing. */
export function hasSeveralCompanies(companies: readonly unknown[] | null | undefined): boolean {
  return !companies || companies.length !== 1;
}
