import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { contactSchema } from '@/api-client/schemas/fields';
import { loginRequestSchema } from '@/api-client/schemas/user';

const loginFormSchema = z.object({ login: contactSchema, password: loginRequestSchema.shape.password, remember: z.boolean() });
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export const loginResolver = zodResolver(loginFormSchema);
