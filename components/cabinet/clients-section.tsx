'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useClients, useDeleteClient, useRestoreClient } from '@/api-client/clients/queries';
import type { Client } from '@/api-client/schemas/clients';
import { maskedPhone } from '@/api-client/schemas/fields';
import { showUnexpectedError } from '@/components/account/form-errors';
import { CheckField } from '@/components/account/form-field';
import formStyles from '@/components/account/form.module.css';
import { phoneHref } from '@/lib/format';
import { openModal } from '@/lib/stores/modal-store';
import { ClientForm } from './client-form';
import { useIsStaff } from './use-staff';
import { useLoggedFailure } from './use-logged-failure';
import cabinetStyles from './cabinet.module.css';
import styles from './clients.module.css';

/** Which form is open: the new client's, or a client's by id. */
type OpenForm = 'new' | number | null;

/** 'Мои клиенты' on /profile/user: the dealer's clients to add, change, delete and restore (spec §3, §7). */
export function ClientsSection() {
  // The factory's staff keep no clients (the backend refuses their writes): the section is a dealer's only.
  return useIsStaff() ? null : <DealerClients />;
}

function DealerClients() {
  const t = useTranslations('Account.clients');
  const [showDeleted, setShowDeleted] = useState(false);
  const clients = useClients(showDeleted);
  const [open, setOpen] = useState<OpenForm>(null);
  // Where focus goes back to when a form closes: the button that opened it.
  const [returnTo, setReturnTo] = useState<OpenForm>(null);
  const [notice, setNotice] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  useLoggedFailure(clients.error, 'Client list');

  useEffect(() => {
    if (returnTo === 'new') addButton.current?.focus();
  }, [returnTo]);

  // Edits typed into the open form: opening another one (one form at a time) asks before they are dropped.
  const [dirty, setDirty] = useState(false);
  const openForm = (form: OpenForm) => {
    const go = () => {
      setNotice('');
      setReturnTo(null);
      setDirty(false);
      setOpen(form);
    };
    if (open !== null && dirty) openModal('confirm', { title: t('discardConfirm'), message: t('discardNote'), confirmLabel: t('discard'), onConfirm: go });
    else go();
  };
  const closeForm = (message = '') => {
    setNotice(message);
    setReturnTo(open);
    setDirty(false);
    setOpen(null);
  };

  const list = clients.data?.clients;
  return (
    <section className={cabinetStyles.section} aria-labelledby="clients-title">
      <div className={styles.head}>
        <h2 id="clients-title">{t('title')}</h2>
        <button
          ref={addButton}
          type="button"
          className="button"
          aria-expanded={open === 'new'}
          onClick={() => (open === 'new' ? closeForm() : openForm('new'))}
        >
          {t('add')}
        </button>
      </div>
      <p className={formStyles.note}>{t('intro')}</p>
      <div className={styles.toolbar}>
        <CheckField label={t('showDeleted')} checked={showDeleted} onChange={(event) => setShowDeleted(event.target.checked)} />
      </div>
      {notice ? (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      {open === 'new' ? <ClientForm onSaved={closeForm} onCancel={() => closeForm()} onDirtyChange={setDirty} /> : null}
      {clients.isPending ? <p role="status">{t('loading')}</p> : null}
      {clients.isError ? <p className={styles.muted}>{t('loadError')}</p> : null}
      {list?.length === 0 ? <p className={styles.muted}>{showDeleted ? t('emptyDeleted') : t('empty')}</p> : null}
      {list?.length ? (
        <ul className={styles.list} aria-label={t('list')}>
          {list.map((client) =>
            open === client.id ? (
              <li key={client.id} className={styles.editing}>
                <ClientForm client={client} onSaved={closeForm} onCancel={() => closeForm()} onDirtyChange={setDirty} />
              </li>
            ) : (
              <ClientRow key={client.id} client={client} focusEdit={returnTo === client.id} onEdit={() => openForm(client.id)} onDone={setNotice} />
            ),
          )}
        </ul>
      ) : null}
    </section>
  );
}

type ClientRowProps = { client: Client; focusEdit: boolean; onEdit: () => void; onDone: (message: string) => void };

function ClientRow({ client, focusEdit, onEdit, onDone }: ClientRowProps) {
  const t = useTranslations('Account.clients');
  const remove = useDeleteClient();
  const restore = useRestoreClient();
  const editButton = useRef<HTMLButtonElement>(null);
  const nameId = `client-${client.id}`;

  useEffect(() => {
    if (focusEdit) editButton.current?.focus();
  }, [focusEdit]);

  // The promise rather than mutate's callbacks: a deleted client's row is gone before the answer's message arrives.
  const run = (mutation: typeof remove) => {
    onDone('');
    void mutation.mutateAsync(client.id).then(({ message }) => onDone(message), showUnexpectedError);
  };
  const confirmDelete = () =>
    openModal('confirm', { title: t('deleteConfirm', { name: client.name }), message: t('deleteNote'), confirmLabel: t('delete'), onConfirm: () => run(remove) });

  return (
    <li className={`${styles.row} ${client.deleted ? styles.deleted : ''}`} aria-labelledby={nameId}>
      <div className={styles.name}>
        <span id={nameId}>{client.name}</span>
        {client.deleted ? <span className={styles.badge}>{t('deleted')}</span> : null}
      </div>
      <dl className={styles.facts}>
        <div className={client.phone ? undefined : styles.blank}>
          <dt>{t('phone')}</dt>
          <dd>{client.phone ? <a href={phoneHref(client.phone)}>{maskedPhone(client.phone)}</a> : '—'}</dd>
        </div>
        <div className={client.email ? undefined : styles.blank}>
          <dt>{t('email')}</dt>
          <dd>{client.email ? <a href={`mailto:${client.email}`}>{client.email}</a> : '—'}</dd>
        </div>
        <div className={client.comment ? undefined : styles.blank}>
          <dt>{t('comment')}</dt>
          <dd>{client.comment || '—'}</dd>
        </div>
      </dl>
      <div className={styles.rowActions}>
        {client.deleted ? (
          <button type="button" className={styles.secondary} disabled={restore.isPending} aria-label={t('restoreNamed', { name: client.name })} onClick={() => run(restore)}>
            {t('restore')}
          </button>
        ) : (
          <>
            <button ref={editButton} type="button" className={styles.secondary} aria-label={t('editTitle', { name: client.name })} onClick={onEdit}>
              {t('edit')}
            </button>
            <button type="button" className={styles.danger} disabled={remove.isPending} aria-label={t('deleteNamed', { name: client.name })} onClick={confirmDelete}>
              {t('delete')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
