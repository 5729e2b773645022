// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, sourceFingerprint } from '@/scripts/build-check';

describe('whether the last production build can be served', () => {
  let root: string;
  const write = (file: string, content: string, at?: number) => {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
    if (at !== undefined) utimesSync(target, at, at);
  };
  /** A finished build of the sources as they are now. */
  const build = () => {
    write('.next/BUILD_ID', sourceFingerprint(root));
    write('.next/export-marker.json', '{}');
  };
  const tsconfig = (include: string[]) => JSON.stringify({ compilerOptions: { strict: true }, include }, null, 2);

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-check-'));
    write('app/page.tsx', 'export default function Page() {}');
    write('tsconfig.json', tsconfig(['next-env.d.ts', '**/*.ts']));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is current when the build was made from the sources as they are', () => {
    build();
    expect(buildIsCurrent(root)).toBe(true);
  });

  it('is stale when a source changed, added or removed after the build', () => {
    build();
    write('app/page.tsx', 'export default function Page() { return null; }');
    expect(buildIsCurrent(root)).toBe(false);
    build();
    write('components/header.tsx', 'export function Header() {}');
    expect(buildIsCurrent(root)).toBe(false);
    build();
    rmSync(path.join(root, 'components/header.tsx'));
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('is stale when new sources arrive with older times than the build, as from an archive', () => {
    build();
    write('app/page.tsx', 'export default function Page() { return "новая версия"; }', 1_000);
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('stays current when only the times of its sources changed, or a build elsewhere added its folder to tsconfig', () => {
    build();
    write('app/page.tsx', 'export default function Page() {}', 5_000_000_000);
    write('tsconfig.json', tsconfig(['next-env.d.ts', '**/*.ts', '.next-qa/types/**/*.ts', '.next-qa/dev/types/**/*.ts']));
    expect(buildIsCurrent(root)).toBe(true);
  });

  it('is not current when the build stopped after writing its ID, before prerendering finished', () => {
    write('.next/BUILD_ID', sourceFingerprint(root));
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('is not current without a build', () => {
    expect(buildIsCurrent(root)).toBe(false);
  });
});
