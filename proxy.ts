import { NextResponse, type NextRequest } from 'next/server';
import { getServerEnv } from '@/lib/env';

/** Same-origin /api/v1 for the browser: forwarded to API_ORIGIN, read at run time. */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  return NextResponse.rewrite(new URL(`${pathname}${search}`, getServerEnv().API_ORIGIN));
}

export const config = {
  matcher: ['/api/v1/:path*'],
};
