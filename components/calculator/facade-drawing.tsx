import { useTranslations } from 'next-intl';
import styles from './calculator.module.css';

type Props = { row: number; height: number; width: number; frame: number | null; glass: boolean; color: string };

/** The selected row to scale: outline, frame rails, and the glass opening when the model has one. */
export function FacadeDrawing({ row, height, width, frame, glass, color }: Props) {
  const t = useTranslations('Orders.calculator');
  if (!(height > 0 && width > 0)) return <p className={styles.drawingEmpty}>{t('drawingEmpty')}</p>;
  const rail = frame !== null && Math.min(height, width) > 2 * frame ? frame : 0;
  const margin = Math.max(height, width) * 0.12;
  const label = t('drawing', { row: row + 1, height, width });
  const font = Math.max(height, width) * 0.05;
  return (
    <figure className={styles.drawing}>
      <svg viewBox={`${-margin} ${-margin} ${width + margin * 2} ${height + margin * 2}`} role="img" aria-label={label}>
        <rect x={0} y={0} width={width} height={height} fill={color || '#eeeeee'} stroke="#333" strokeWidth={Math.max(height, width) / 200} />
        {rail > 0 ? (
          <rect
            x={rail}
            y={rail}
            width={width - 2 * rail}
            height={height - 2 * rail}
            fill={glass ? 'rgba(160, 200, 230, 0.75)' : 'none'}
            stroke="#333"
            strokeWidth={Math.max(height, width) / 300}
          />
        ) : null}
        <text x={width / 2} y={-margin / 3} textAnchor="middle" fontSize={font} fill="currentColor">
          {width}
        </text>
        <text x={-margin / 3} y={height / 2} textAnchor="middle" fontSize={font} fill="currentColor" transform={`rotate(-90 ${-margin / 3} ${height / 2})`}>
          {height}
        </text>
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
