import { gzipSync } from 'node:zlib';
import type { BenchContext, PageProbe } from '../lib/context';
import { externalScripts, inlineScripts, withoutInlineScripts } from '../lib/html';
import { fetchBody, wireSize } from '../lib/probe';
import { makeRow, naRow, type Row } from '../lib/report';
import { ratio } from '../lib/stats';

export const gzipSize = (data: Buffer | string): number => gzipSync(data, { level: 9 }).length;

export type PageBytes = {
  scripts: { src: string; gzip: number }[];
  jsGzip: number;
  htmlGzip: number;
  inlineGzip: number;
  visibleGzip: number;
  /** The response as served to a browser (headers and compressed body); absent for pages not measured on the wire. */
  wire?: number;
};

/** A new TCP connection's first congestion window (10 segments of 1,460 bytes): more costs Lantern a round trip. */
export const FIRST_WINDOW_BYTES = 14_600;
export type BytesRaw = Record<string, PageBytes>;

/** Sizes of what a modern browser loads first, each file gzipped at level 9 on its own. */
export async function measurePageBytes(origin: string, pageUrl: string, html: string): Promise<PageBytes> {
  const scripts: PageBytes['scripts'] = [];
  for (const src of externalScripts(html)) {
    const url = new URL(src, pageUrl);
    if (url.origin !== origin) throw new Error(`${pageUrl} loads a script from another origin: ${url.href}`);
    const response = await fetchBody(url.href);
    if (response.status !== 200) throw new Error(`${url.href} answered ${response.status}`);
    scripts.push({ src, gzip: gzipSize(response.body) });
  }
  return {
    scripts,
    jsGzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    htmlGzip: gzipSize(html),
    inlineGzip: gzipSize(inlineScripts(html).join('')),
    visibleGzip: gzipSize(withoutInlineScripts(html)),
    wire: await wireSize(pageUrl),
  };
}

export async function runBytes(ctx: BenchContext): Promise<{ rows: Row[]; raw: BytesRaw }> {
  const raw: BytesRaw = {};
  for (const page of ctx.pages.filter((candidate) => candidate.spec.bytes && candidate.exists && candidate.body)) {
    const origin = page.origin ?? ctx.siteOrigin;
    raw[page.spec.id] = await measurePageBytes(origin, `${origin}${page.spec.path}`, (page.body as Buffer).toString('utf8'));
  }
  return { rows: bytesRows(ctx.pages.filter((page) => page.spec.bytes), raw), raw };
}

const kb = (bytes: number) => bytes / 1024;

export function bytesRows(pages: readonly PageProbe[], raw: BytesRaw): Row[] {
  const rows: Row[] = [];
  for (const page of pages) {
    const item = `${page.spec.label} \`${page.spec.path}\``;
    const measured = raw[page.spec.id];
    const isPublic = page.spec.kind === 'public';
    const jsCheck = isPublic ? 'js-public' : page.spec.kind === 'cabinet' ? 'js-cabinet' : undefined;
    if (!measured) {
      const note = page.reason ?? 'not measured';
      rows.push(naRow({ part: 'bytes', item, metric: 'first-load JS gz', unit: 'KB', checkId: jsCheck, note }));
      rows.push(naRow({ part: 'bytes', item, metric: 'HTML gz', unit: 'KB', checkId: isPublic ? 'html-public' : undefined, note }));
      rows.push(naRow({ part: 'bytes', item, metric: 'inline data gz ÷ visible HTML gz', unit: 'x', checkId: isPublic ? 'inline-data' : undefined, note }));
      continue;
    }
    rows.push(makeRow({ part: 'bytes', item, metric: 'first-load JS gz', value: kb(measured.jsGzip), unit: 'KB', checkId: jsCheck, note: `${measured.scripts.length} scripts` }));
    rows.push(makeRow({ part: 'bytes', item, metric: 'HTML gz', value: kb(measured.htmlGzip), unit: 'KB', checkId: isPublic ? 'html-public' : undefined }));
    if (measured.wire !== undefined) {
      const room = FIRST_WINDOW_BYTES - measured.wire;
      const bytes = (value: number) => `${value.toLocaleString('en-US')} B`;
      const note = room >= 0 ? `fits a new connection's first ${bytes(FIRST_WINDOW_BYTES)} with ${bytes(room)} to spare` : `${bytes(-room)} over the first ${bytes(FIRST_WINDOW_BYTES)}: a second round trip`;
      rows.push(makeRow({ part: 'bytes', item, metric: 'response on the wire', value: measured.wire, unit: 'B', note }));
    }
    rows.push(makeRow({ part: 'bytes', item, metric: 'inline page data gz', value: kb(measured.inlineGzip), unit: 'KB', note: 'inline <script> contents (self.__next_f.push)' }));
    rows.push(makeRow({ part: 'bytes', item, metric: 'visible HTML gz', value: kb(measured.visibleGzip), unit: 'KB', note: 'HTML without inline scripts' }));
    rows.push(
      makeRow({ part: 'bytes', item, metric: 'inline data gz ÷ visible HTML gz', value: ratio(measured.inlineGzip, measured.visibleGzip), unit: 'x', checkId: isPublic ? 'inline-data' : undefined }),
    );
  }
  return rows;
}
