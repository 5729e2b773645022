'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { SentClaim } from '@/api-client/schemas/reklamation';
import { FileLink } from '@/components/orders/file-link';
import styles from './reklamation.module.css';

const sizeFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** What a sent claim carried, behind a toggle: the rows with their defects, the demand, the description and the files. */
export function ClaimContent({ claim }: { claim: SentClaim }) {
  const t = useTranslations('Reklamation.claims');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { rows, demandName, description, files } = claim.content;
  const fileSize = (bytes: number) =>
    bytes < 1024 * 1024 ? t('kb', { value: sizeFormat.format(Math.max(1, Math.round(bytes / 1024))) }) : t('mb', { value: sizeFormat.format(bytes / 1024 / 1024) });
  return (
    <div className={styles.content}>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(open ? 'hideDetailsLabel' : 'showDetailsLabel', { number: claim.number })}
        onClick={() => setOpen(!open)}
      >
        {t(open ? 'hideDetails' : 'showDetails')}
      </button>
      <div id={panelId} hidden={!open} className={styles.contentPanel}>
        {open ? (
          <>
            <h4>{t('claimed')}</h4>
            <ul className={styles.claimedRows}>
              {rows.map((row) => (
                <li key={row.num}>
                  <span>
                    {row.item
                      ? t('row', { num: row.num, name: row.item.name, height: row.item.height, width: row.item.width })
                      : t('rowGone', { num: row.num })}
                  </span>
                  {row.item?.details ? <span className={styles.muted}>{row.item.details}</span> : null}
                  <span>
                    {t('defect', { defect: row.defectName || '—', quantity: row.quantity })}
                    {row.comment ? ` · ${row.comment}` : ''}
                  </span>
                </li>
              ))}
            </ul>
            {demandName ? <p>{t('demand', { demand: demandName })}</p> : null}
            <h4>{t('description')}</h4>
            <p className={styles.description}>{description || '—'}</p>
            <h4>{t('files')}</h4>
            {files.length === 0 ? (
              <p className={styles.muted}>{t('noFiles')}</p>
            ) : (
              <ul className={styles.claimFiles} aria-label={t('filesLabel', { number: claim.number })}>
                {files.map((file) => (
                  <li key={file.id}>
                    <FileLink src={file.src} name={file.name} /> <span className={styles.muted}>{fileSize(file.size)}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}
