export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * A request id taken from a caller (the balancer, the site) is believed only when it looks like one: 8 to 64
 * letters, digits, dots, underscores, colons or dashes. That keeps log lines clean of injected text and too short
 * for a session token (a JWT is longer) to be smuggled into the logs as an id.
 */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function acceptedRequestId(value: string | null | undefined): string | undefined {
  return value && ACCEPTED_REQUEST_ID.test(value) ? value : undefined;
}

/** The incoming id when it is sane, else a new random one. */
export function requestIdFor(incoming: string | null | undefined): string {
  return acceptedRequestId(incoming) ?? crypto.randomUUID();
}

/** Milliseconds since `startedAt` (performance.now()), to a tenth, for access lines. */
export const elapsedMs = (startedAt: number): number => Math.round((performance.now() - startedAt) * 10) / 10;
