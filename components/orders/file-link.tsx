'use client';

import { apiDownload } from '@/api-client/http';
import { saveBlob, showError } from './format';
import styles from './orders.module.css';

/** Cabinet files need the session token, so they download through the API client rather than a plain link. */
export function FileLink({ src, name }: { src: string; name: string }) {
  return (
    <button
      type="button"
      className={styles.linkButton}
      onClick={() => {
        apiDownload(src.replace(/^\/api\/v1\//, '')).then((blob) => saveBlob(blob, name), showError);
      }}
    >
      {name}
    </button>
  );
}
