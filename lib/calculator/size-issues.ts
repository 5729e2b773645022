import type { RowIssue, SizeLimits } from '../../api-client/schemas/calculator';

/**
 * A row's size against its model's limits in the chosen material. The backend prices with these errors and the
 * calculator's grid gives them to a row it cannot send yet (its quantity or other size is wrong), so that all come
 * at once; a size left out is not checked.
 */
export function sizeIssues(row: { height?: number; width?: number }, limits: SizeLimits): RowIssue[] {
  const issues: RowIssue[] = [];
  const { height, width } = row;
  if (height !== undefined && height < limits.minHeight) issues.push({ level: 'error', field: 'height', message: `Высота меньше минимальной (${limits.minHeight} мм)` });
  if (height !== undefined && height > limits.maxHeight) issues.push({ level: 'error', field: 'height', message: `Высота больше максимальной (${limits.maxHeight} мм)` });
  if (width !== undefined && width < limits.minWidth) issues.push({ level: 'error', field: 'width', message: `Ширина меньше минимальной (${limits.minWidth} мм)` });
  if (width !== undefined && width > limits.maxWidth) issues.push({ level: 'error', field: 'width', message: `Ширина больше максимальной (${limits.maxWidth} мм)` });
  return issues;
}
