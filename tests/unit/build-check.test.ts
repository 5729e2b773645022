// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsCurrent } from '@/scripts/build-check';

describe('whether the last production build can be served', () => {
  let root: string;
  const write = (file: string, at: number) => {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, '{}');
    utimesSync(target, at, at);
    // A folder's own time counts as a change too: it is the time its file was added.
    utimesSync(path.dirname(target), at, at);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-check-'));
    write('app/page.tsx', 1_000);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is current when the build finished after the last change of its sources', () => {
    write('.next/BUILD_ID', 2_000);
    write('.next/export-marker.json', 2_000);
    expect(buildIsCurrent(root)).toBe(true);
  });

  it('is stale when a source changed after the build', () => {
    write('.next/BUILD_ID', 2_000);
    write('.next/export-marker.json', 2_000);
    write('components/header.tsx', 3_000);
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('is not current when the build stopped after writing its ID, before prerendering finished', () => {
    write('.next/BUILD_ID', 2_000);
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('is not current without a build', () => {
    expect(buildIsCurrent(root)).toBe(false);
  });
});
