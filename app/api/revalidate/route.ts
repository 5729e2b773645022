import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { cacheTags } from '@/api-client/cache';
import { getServerEnv } from '@/lib/env';

const KNOWN_TAGS = new Set<string>(Object.values(cacheTags));

function authorized(request: NextRequest, secret: string): boolean {
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * On-demand purge for the backend or CMS: POST {"tags": ["catalog", "blog"]} with
 * `Authorization: Bearer $REVALIDATE_SECRET`. Pages built from those tags render afresh on their next request.
 */
export async function POST(request: NextRequest) {
  const secret = getServerEnv().REVALIDATE_SECRET;
  if (!secret || !authorized(request, secret)) return NextResponse.json({ errorMessage: 'Доступ запрещён' }, { status: 403 });
  const body: unknown = await request.json().catch(() => null);
  const tags = body && typeof body === 'object' && 'tags' in body && Array.isArray(body.tags) ? body.tags : null;
  if (!tags || tags.length === 0 || !tags.every((tag): tag is string => typeof tag === 'string' && KNOWN_TAGS.has(tag))) {
    return NextResponse.json({ errorMessage: 'Неверный список тегов', errors: { tags: [...KNOWN_TAGS].join(', ') } }, { status: 400 });
  }
  for (const tag of tags) revalidateTag(tag, 'max');
  return NextResponse.json({ revalidated: tags });
}
