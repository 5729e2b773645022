// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { auditVerdict } from '@/scripts/dependency-audit';

const report = (counts: Record<string, number>, vulnerabilities: Record<string, { severity: string }> = {}) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } } });

describe('auditVerdict', () => {
  it('passes a tree with only low and moderate findings', () => {
    expect(auditVerdict(report({ low: 2, moderate: 1 }, { 'a-lib': { severity: 'moderate' } }))).toEqual({
      kind: 'clean',
      counts: { info: 0, low: 2, moderate: 1, high: 0, critical: 0 },
    });
  });

  it('fails on a high or a critical finding and names the packages', () => {
    const verdict = auditVerdict(report({ high: 1, critical: 1, low: 1 }, { next: { severity: 'high' }, zlib: { severity: 'critical' }, tiny: { severity: 'low' } }));
    expect(verdict).toMatchObject({ kind: 'vulnerable', packages: ['next (high)', 'zlib (critical)'] });
  });

  it('says the audit service did not answer instead of calling the tree clean', () => {
    const mirror = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405, error: { summary: '', detail: '' } });
    expect(auditVerdict(mirror)).toEqual({ kind: 'unavailable', reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk' });
    expect(auditVerdict(JSON.stringify({ error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.\nTry creating one first' } }))).toEqual({
      kind: 'unavailable',
      reason: 'This command requires an existing lockfile.',
    });
    expect(auditVerdict('npm ERR! network')).toMatchObject({ kind: 'unavailable' });
  });
});
