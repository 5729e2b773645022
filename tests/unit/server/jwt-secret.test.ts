// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from '../../../backend/lib/config';

describe('the generated JWT secret in DATA_DIR', () => {
  let dataDir = '';
  const file = () => path.join(dataDir, 'jwt-secret');
  beforeEach(() => void (dataDir = mkdtempSync(path.join(tmpdir(), 'fasady-secret-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is made when missing, readable by the owner only, and kept across starts', () => {
    const first = loadOrCreateSecret(path.join(dataDir, 'new'));
    dataDir = path.join(dataDir, 'new');
    expect(first.length).toBe(48);
    expect(statSync(file()).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(loadOrCreateSecret(dataDir)).toEqual(first);
    expect(readdirSync(dataDir)).toEqual(['jwt-secret']);
  });

  it.each([
    ['empty (a write cut short)', ''],
    ['whitespace', ' \n'],
    ['shorter than 32 characters', 'c2hvcnQtc2VjcmV0'],
  ])('replaces a file that is %s', (_what, content) => {
    writeFileSync(file(), content, { mode: 0o644 });
    const secret = loadOrCreateSecret(dataDir);
    expect(secret.length).toBe(48);
    expect(Buffer.from(readFileSync(file(), 'utf8'), 'base64')).toEqual(Buffer.from(secret));
    expect(statSync(file()).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir)).toEqual(['jwt-secret']);
  });

  it('keeps a secret of 32 characters or more as it is', () => {
    const stored = Buffer.alloc(24, 7).toString('base64');
    writeFileSync(file(), `${stored}\n`);
    expect(Buffer.from(loadOrCreateSecret(dataDir))).toEqual(Buffer.alloc(24, 7));
    expect(readFileSync(file(), 'utf8')).toBe(`${stored}\n`);
  });
});
