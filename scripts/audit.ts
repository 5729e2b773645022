/**
 * `npm audit --audit-level=high` as a step of `npm test`. A registry without the audit service (some mirrors answer
 * 405) cannot check anything: that is printed plainly and fails only when AUDIT_REQUIRED=1, so CI on such a mirror
 * still runs the rest while a CI that can reach the service enforces it.
 */
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './dependency-audit';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = spawnSync(npm, ['audit', '--json', '--audit-level=high'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 120_000 });
const verdict = auditVerdict(run.stdout ?? '');

if (verdict.kind === 'vulnerable') {
  console.error(`npm audit: high or critical vulnerabilities in ${verdict.packages.join(', ')}. Run \`npm audit\` for the advisories.`);
  process.exit(1);
}
if (verdict.kind === 'unavailable') {
  console.warn(`npm audit: dependencies NOT checked, the audit service did not answer (${verdict.reason}).`);
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}
const { low = 0, moderate = 0 } = verdict.counts;
console.log(`npm audit: no high or critical vulnerabilities (${low} low, ${moderate} moderate).`);
