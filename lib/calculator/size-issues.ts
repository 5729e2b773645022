import type { RowIssue, SizeLimits } from '../../api-client/schemas/calculator';

/**
 * A row's size against its model's limits in the chosen material. The backend prices with these errors and the
 * calculator's grid gives them to a row it cannot send yet (its quantity is wrong), so that all come at once.
 */
export function sizeIssues(row: { height: number; width: number }, limits: SizeLimits): RowIssue[] {
  const issues: RowIssue[] = [];
  if (row.height < limits.minHeight) issues.push({ level: 'error', field: 'height', message: `Высота меньше минимальной (${limits.minHeight} мм)` });
  if (row.height > limits.maxHeight) issues.push({ level: 'error', field: 'height', message: `Высота больше максимальной (${limits.maxHeight} мм)` });
  if (row.width < limits.minWidth) issues.push({ level: 'error', field: 'width', message: `Ширина меньше минимальной (${limits.minWidth} мм)` });
  if (row.width > limits.maxWidth) issues.push({ level: 'error', field: 'width', message: `Ширина больше максимальной (${limits.maxWidth} мм)` });
  return issues;
}
