import type { APIRequestContext, Page } from '@playwright/test';
import { registerByApi, uniqueDealer } from './auth-ui';
import { apiToken, signInByApi, STAFF, userIdOf } from './session';

/**
 * A dealer of one test alone, signed in on `page`, with a staff token at hand. Tests in which the factory writes
 * comments or notifications use one, so that nothing they send reaches the shared demo dealer's pages open in
 * other workers (the new-comment and priority modals would cover them).
 */
export async function freshDealer(page: Page, request: APIRequestContext, tag = 'live') {
  const dealer = uniqueDealer(tag);
  await registerByApi(request, dealer);
  const jwt = await signInByApi(page, dealer.email, dealer.password);
  return { ...dealer, fullName: `${dealer.name} ${dealer.lastName}`, jwt, id: userIdOf(jwt), staff: (await apiToken(request, STAFF.login, STAFF.password)).jwt };
}
