'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useReloadClaimFiles, useRemoveReklamationFile, useUploadReklamationFiles } from '@/api-client/reklamation/mutations';
import { useClaimFile } from '@/api-client/reklamation/queries';
import type { ReklamationFile } from '@/api-client/schemas/reklamation';
import { FileLink } from '@/components/orders/file-link';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '@/api-client/schemas/files';
import { showError } from '@/components/orders/format';
import { openModal } from '@/lib/stores/modal-store';
import styles from './reklamation.module.css';

/** Photos and documents of the draft: uploaded as soon as chosen, shown with previews, removable one by one. */
export function ClaimFiles({ rId, initial, kinds, max }: { rId: number; initial: ReklamationFile[]; kinds: string[]; max: number }) {
  const t = useTranslations('Reklamation.files');
  const [files, setFiles] = useState(initial);
  const upload = useUploadReklamationFiles();
  const remove = useRemoveReklamationFile();
  const reloadFiles = useReloadClaimFiles();

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    // Refused here rather than after sending megabytes the backend would refuse with the same words.
    const tooLarge = chosen.find((file) => file.size > MAX_UPLOAD_BYTES);
    if (tooLarge) {
      openModal('error', { message: `${tooLarge.name}: ${FILE_TOO_LARGE_MESSAGE}` });
      return;
    }
    // A failed upload may still have stored its files (the answer lost on the way): the list is read again, so they
    // show and are not chosen twice.
    const onError = (error: unknown) => {
      showError(error);
      reloadFiles(rId)
        .then((fresh) => fresh && setFiles(fresh))
        .catch(() => undefined);
    };
    upload.mutate({ rId, files: chosen }, { onSuccess: (answer) => setFiles(answer.files), onError });
  };
  const onRemove = (file: ReklamationFile) =>
    remove.mutate({ rId, id: file.id, file: file.name }, { onSuccess: (answer) => setFiles(answer.files), onError: showError });

  return (
    <fieldset className={styles.card}>
      <legend>{t('legend')}</legend>
      <p className={styles.muted}>{t('hint', { kinds: kinds.join(', '), max })}</p>
      <label className={styles.attach}>
        {t('add')}
        <input
          type="file"
          multiple
          accept={kinds.map((kind) => `.${kind}`).join(',')}
          className={styles.fileInput}
          disabled={upload.isPending || files.length >= max}
          onChange={onChoose}
        />
      </label>
      {upload.isPending ? <p role="status">{t('uploading')}</p> : null}
      {files.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ul className={styles.files} aria-label={t('list')}>
          {files.map((file) => (
            <li key={file.id} className={styles.file}>
              {file.image ? <Preview file={file} /> : <span className={styles.docIcon} aria-hidden="true">{file.name.split('.').pop()?.toUpperCase()}</span>}
              <FileLink src={file.src} name={file.name} />
              <button type="button" className={styles.removeFile} aria-label={t('remove', { name: file.name })} disabled={remove.isPending} onClick={() => onRemove(file)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function Preview({ file }: { file: ReklamationFile }) {
  const t = useTranslations('Reklamation.files');
  const { data } = useClaimFile(file);
  const url = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url ? (
    // eslint-disable-next-line @next/next/no-img-element -- a blob: URL of the user's own upload, nothing to optimise
    <img src={url} alt={file.name} className={styles.preview} />
  ) : (
    <span className={styles.previewWaiting} role="img" aria-label={t('preview')} />
  );
}
