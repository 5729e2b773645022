import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { CAPTCHA_ACTION, CAPTCHA_FAILED_MESSAGE, CAPTCHA_HEADER } from '../../api-client/schemas/fields';
import type { ErrorResponse } from '../../api-client/schemas/common';
import type { AppConfig } from './config';
import type { Logger } from './logger';
import { loggerOf } from './request-log';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const VERIFY_TIMEOUT_MS = 5000;

const verifyResponseSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export function logCaptchaMode(config: AppConfig, logger: Logger): void {
  if (config.recaptchaSecret) logger.info('reCAPTCHA v3: tokens are verified');
  else logger.warn('reCAPTCHA v3: DEVELOPMENT MODE, no RECAPTCHA_SECRET_KEY set, captcha tokens are not verified');
}

export async function verifyCaptcha(config: AppConfig, token: string | undefined, logger: Logger): Promise<boolean> {
  if (!config.recaptchaSecret) return true;
  if (!token) return false;
  try {
    const response = await fetch(VERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret: config.recaptchaSecret, response: token }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    const result = verifyResponseSchema.parse(await response.json());
    const passed = result.success && result.action === CAPTCHA_ACTION && (result.score ?? 0) >= config.recaptchaMinScore;
    if (!passed) logger.warn(`Captcha refused: ${JSON.stringify(result)}`);
    return passed;
  } catch (error) {
    logger.error({ err: error }, 'Captcha verification failed');
    return false;
  }
}

/** Requests from forms and registration carry a reCAPTCHA v3 token in the CAPTCHA-TOKEN header. */
export function requireCaptcha(config: AppConfig, logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    if (!(await verifyCaptcha(config, c.req.header(CAPTCHA_HEADER), loggerOf(c, logger)))) {
      return c.json<ErrorResponse>({ errorMessage: CAPTCHA_FAILED_MESSAGE }, 400);
    }
    await next();
  };
}
