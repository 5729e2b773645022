import { apiRequest } from '../http';
import { okResultParser } from './parsers';

/** Ties this browser's stream to the signed-in user (sse/setUser), so the user's events reach it. */
export function setStreamUser(uid: string) {
  return apiRequest('sse/setUser', { schema: okResultParser, query: { uid }, auth: true, location: null });
}

export function unsetStreamUser(uid: string) {
  return apiRequest('sse/unsetUser', { schema: okResultParser, query: { uid }, location: null });
}
