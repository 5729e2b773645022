import { apiRequest } from '../http';
import { CAPTCHA_HEADER } from '../schemas/fields';
import {
  confirmByTokenResponseSchema,
  emailConfirmResponseSchema,
  messageResponseSchema,
  registerResponseSchema,
  tokenResponseSchema,
  type LoginRequest,
  type PasswordConfirmRequest,
  type PasswordRequest,
  type RegisterRequest,
} from '../schemas/user';

export function login(body: LoginRequest) {
  return apiRequest('user/login', { schema: tokenResponseSchema, method: 'POST', body });
}

export function register(body: RegisterRequest, captchaToken: string) {
  return apiRequest('user/register', { schema: registerResponseSchema, method: 'POST', body, headers: { [CAPTCHA_HEADER]: captchaToken } });
}

export function confirmByToken(token: string) {
  return apiRequest('user/confirm_by_token', { schema: confirmByTokenResponseSchema, method: 'POST', body: { token } });
}

/** The link mailed to a new sign-in e-mail (REQUIRE_EMAIL_CONFIRMATION); public, as the confirmation is. */
export function confirmEmail(token: string) {
  return apiRequest('user/email/confirm', { schema: emailConfirmResponseSchema, method: 'POST', body: { token } });
}

export function requestPassword(body: PasswordRequest) {
  return apiRequest('user/password/request', { schema: messageResponseSchema, method: 'POST', body });
}

export function confirmPassword(body: PasswordConfirmRequest) {
  return apiRequest('user/password/confirm', { schema: messageResponseSchema, method: 'POST', body });
}
