import { CAPTCHA_ACTION } from '@/api-client/schemas/fields';
import { publicEnv } from '@/lib/public-env';

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** Sent when no site key is configured: the backend is then in development mode and does not verify. */
export const DEVELOPMENT_CAPTCHA_TOKEN = 'development';

let script: Promise<Grecaptcha> | null = null;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    element.async = true;
    element.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not load'));
    };
    element.onerror = () => {
      script = null;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(element);
  });
  return script;
}

/** A reCAPTCHA v3 token for action 'submit'; the script loads on the first form sent, not with the page. */
export async function getCaptchaToken(): Promise<string> {
  const siteKey = publicEnv.recaptchaSiteKey;
  if (!siteKey) return DEVELOPMENT_CAPTCHA_TOKEN;
  const grecaptcha = await loadRecaptcha(siteKey);
  return grecaptcha.execute(siteKey, { action: CAPTCHA_ACTION });
}
