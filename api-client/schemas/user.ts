import { z } from 'zod';
import { MAX_LENGTH, REQUIRED_MESSAGE, tooLongMessage } from './fields';

/** Login is an e-mail or a phone (spec section 3). */
export const loginRequestSchema = z.object({
  login: z.string().trim().min(1, REQUIRED_MESSAGE).max(MAX_LENGTH.email, tooLongMessage(MAX_LENGTH.email)),
  password: z.string().min(1, REQUIRED_MESSAGE).max(MAX_LENGTH.password, tooLongMessage(MAX_LENGTH.password)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `exp` is in seconds; the site keeps exp × 1000 as the session's end. */
export const tokenResponseSchema = z.object({ jwt: z.string().min(1), exp: z.number().int().positive() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const LOGIN_FAILED_MESSAGE = 'Неверный логин или пароль';
