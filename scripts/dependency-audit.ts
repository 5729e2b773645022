/** What `npm audit --json` says about the installed tree, reduced to the verdict the test command acts on. */

export type AuditVerdict =
  | { kind: 'clean'; counts: Record<string, number> }
  | { kind: 'vulnerable'; counts: Record<string, number>; packages: string[] }
  | { kind: 'unavailable'; reason: string };

const BLOCKING = ['high', 'critical'] as const;

type AuditReport = {
  error?: { code?: string; summary?: string; detail?: string };
  message?: string;
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity?: string }>;
};

/** Reads npm's JSON: a report with high or critical findings fails; an audit service that did not answer is said, not hidden. */
export function auditVerdict(output: string): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(output) as AuditReport;
  } catch {
    return { kind: 'unavailable', reason: 'npm audit printed no JSON report' };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report.error?.summary || report.message || 'npm audit gave no report';
    return { kind: 'unavailable', reason: reason.split('\n')[0] ?? reason };
  }
  const packages = Object.entries(report.vulnerabilities ?? {})
    .filter(([, finding]) => (BLOCKING as readonly string[]).includes(finding.severity ?? ''))
    .map(([name, finding]) => `${name} (${finding.severity})`);
  const blocking = BLOCKING.reduce((sum, level) => sum + (counts[level] ?? 0), 0);
  return blocking > 0 ? { kind: 'vulnerable', counts, packages } : { kind: 'clean', counts };
}
