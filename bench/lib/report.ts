import { CHECKS, type BudgetCheck, type Part, type Unit } from '../config';
import { evaluate, findCheck, formatBudget, formatValue, isWorse, type Status } from './budget';

export type Row = {
  part: Part;
  item: string;
  metric: string;
  value: number | null;
  unit: Unit;
  status: Status;
  checkId?: string;
  note?: string;
};

type RowInput = { part: Part; item: string; metric: string; value: number | null; unit: Unit; checkId?: string; note?: string };

/** A measured row: judged against its budget when it has one, else INFO; N/A when nothing was measured. */
export function makeRow(input: RowInput): Row {
  const status: Status = input.checkId ? evaluate(findCheck(input.checkId), input.value) : input.value === null ? 'N/A' : 'INFO';
  return { ...input, status };
}

/** A row for something that cannot be measured yet (page not built, part not run). */
export function naRow(input: Omit<RowInput, 'value'> & { note: string }): Row {
  return { ...input, value: null, status: 'N/A' };
}

export type SummaryRow = {
  check: BudgetCheck;
  status: Status;
  value: number | null;
  where: string;
  measured: number;
};

/** One line per budget check: FAIL if any row fails, PASS if rows were judged and none failed, else N/A. */
export function summarize(rows: readonly Row[], checks: readonly BudgetCheck[] = CHECKS): SummaryRow[] {
  return checks.map((check) => {
    const judged = rows.filter((row) => row.checkId === check.id && (row.status === 'PASS' || row.status === 'FAIL') && row.value !== null);
    if (judged.length === 0) {
      const reason = rows.find((row) => row.checkId === check.id && row.note)?.note ?? 'not measured';
      return { check, status: 'N/A', value: null, where: reason, measured: 0 };
    }
    let worst = judged[0] as Row;
    for (const row of judged) if (isWorse(check.comparator, row.value as number, worst.value as number)) worst = row;
    const status: Status = judged.some((row) => row.status === 'FAIL') ? 'FAIL' : 'PASS';
    return { check, status, value: worst.value, where: judged.length > 1 ? `worst of ${judged.length}: ${worst.item}` : worst.item, measured: judged.length };
  });
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A GitHub-flavoured markdown table. */
export function markdownTable(header: readonly string[], body: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(escapeCell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...body.map(line)].join('\n');
}

export const PART_TITLES: Record<Part, string> = {
  throughput: '1. Throughput and latency of the site',
  lighthouse: '2. Lighthouse (mobile defaults)',
  bytes: '3. Bytes',
  backend: '4. Backend',
  memory: '5. Memory and stability',
  build: '6. Build',
  stream: '7. Event streams',
  typing: '8. Calculator typing (input-to-paint)',
  soak: '9. Load and soak (mixed traffic)',
};

export type ReportMeta = {
  mode: 'full' | 'quick';
  startedAt: string;
  durationS: number;
  parts: readonly Part[];
  environment: Record<string, string>;
  notes: readonly string[];
  errors: readonly { part: string; message: string }[];
};

export function statusCounts(rows: readonly { status: Status }[]): Record<Status, number> {
  const counts: Record<Status, number> = { PASS: 0, FAIL: 0, 'N/A': 0, INFO: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

export function renderMarkdown(meta: ReportMeta, rows: readonly Row[], partOrder: readonly Part[]): string {
  const summary = summarize(rows);
  const counts = statusCounts(summary);
  const out: string[] = [];
  out.push('# Benchmark report', '');
  out.push(
    `${meta.mode === 'quick' ? 'Quick' : 'Full'} round, started ${meta.startedAt}, took ${meta.durationS.toFixed(0)} s; parts: ${meta.parts.join(', ')}.`,
    '',
    `Budgets: **${counts.PASS} PASS, ${counts.FAIL} FAIL, ${counts['N/A']} N/A**. Speed figures are ratios to a reference measured in the same run, or budgets with a wide margin; see docs/performance.md.`,
    '',
  );
  if (meta.errors.length > 0) {
    out.push('## Harness errors', '', ...meta.errors.map((error) => `- **${error.part}**: ${error.message}`), '');
  }
  out.push('## Budgets', '');
  out.push(
    markdownTable(
      ['group', 'what', 'budget', 'figure', 'where', 'status'],
      summary.map((line) => [line.check.group, line.check.label, formatBudget(line.check), formatValue(line.value, line.check.unit), line.where, line.status]),
    ),
    '',
  );
  for (const part of partOrder) {
    const partRows = rows.filter((row) => row.part === part);
    if (partRows.length === 0) continue;
    out.push(`## ${PART_TITLES[part]}`, '');
    out.push(
      markdownTable(
        ['item', 'metric', 'figure', 'budget', 'status', 'note'],
        partRows.map((row) => [
          row.item,
          row.metric,
          formatValue(row.value, row.unit),
          row.checkId ? formatBudget(findCheck(row.checkId)) : '',
          row.status,
          row.note ?? '',
        ]),
      ),
      '',
    );
  }
  out.push('## Environment', '', ...Object.entries(meta.environment).map(([key, value]) => `- ${key}: ${value}`), '');
  if (meta.notes.length > 0) out.push('## Notes', '', ...meta.notes.map((note) => `- ${note}`), '');
  return out.join('\n');
}
