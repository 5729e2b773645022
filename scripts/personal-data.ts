/**
 * `npm run personal-data -- find|erase [--email X] [--phone Y] [--yes]`: a person's request about their data
 * (152-ФЗ arts. 14, 20, 21; docs/deployment.md, 'A person's request'), through the API as the staff account.
 *   find            prints what is held about the person: per kind, how many records, their ids and dates (and consent versions)
 *   erase --yes     erases it and prints the counts; without --yes prints what would be erased and exits 1
 * API_ORIGIN (default http://127.0.0.1:3001), FACTORY_LOGIN and FACTORY_PASSWORD (default: the demo staff account).
 */
import { parseArgs } from 'node:util';
import { personalDataErasedSchema, personalDataReportSchema, type PersonalDataReport } from '../api-client/schemas/personal-data';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, phone: { type: 'string' }, yes: { type: 'boolean', default: false } },
});
const [action] = positionals;
const origin = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

if ((action !== 'find' && action !== 'erase') || (!values.email && !values.phone)) {
  console.error('Usage: npm run personal-data -- <find|erase> [--email X] [--phone Y] [--yes]  (at least one of --email, --phone)');
  process.exit(2);
}

async function call(path: string, body: unknown, token?: string): Promise<unknown> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (token) headers.set('X-API-Key', token);
  const response = await fetch(`${origin}/api/v1/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { errorMessage, errors } = (answer ?? {}) as { errorMessage?: string; errors?: Record<string, string> };
    const details = errors ? ` (${Object.values(errors).join('; ')})` : '';
    throw new Error(`${response.status}: ${errorMessage ?? response.statusText}${details}`);
  }
  return answer;
}

function printReport(report: PersonalDataReport): void {
  for (const [kind, found] of Object.entries(report)) {
    console.log(`${kind}: ${found.count}`);
    for (const item of found.items) console.log(`  ${JSON.stringify(item)}`);
  }
}

const who = { email: values.email, phone: values.phone };
try {
  const login = await call('user/login', { login: process.env.FACTORY_LOGIN ?? 'manager@example.com', password: process.env.FACTORY_PASSWORD ?? 'manager2026' });
  const token = (login as { jwt: string }).jwt;
  if (action === 'find' || !values.yes) {
    const report = personalDataReportSchema.parse(await call('personal-data/find', who, token));
    printReport(report);
    if (action === 'erase') {
      console.error('Nothing erased: this is what `erase` would remove or anonymise. Run it again with --yes to erase.');
      process.exit(1);
    }
  } else {
    const { erased } = personalDataErasedSchema.parse(await call('personal-data/erase', who, token));
    for (const [kind, count] of Object.entries(erased)) console.log(`${kind}: ${count}`);
  }
} catch (error) {
  console.error(`personal-data ${action}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
