'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { z } from 'zod';
import { useClients, useCompanies } from '@/api-client/clients/queries';
import { useCreateOrder, type OrderCreate } from '@/api-client/orders/mutations';
import { hasSeveralCompanies } from '@/api-client/schemas/clients';
import { REQUIRED_MESSAGE } from '@/api-client/schemas/fields';
import { ATTACHMENT_ACCEPT, FILE_TOO_LARGE_MESSAGE, withinUploadLimit } from '@/api-client/schemas/files';
import { ApiError } from '@/api-client/http';
import { showError, workbookRefusal } from './format';
import styles from './orders.module.css';
import { EntityOptions } from './entity-options';
import { useRequestKey } from '@/components/forms/use-request-key';
import { useSpecForm } from '@/components/forms/use-spec-form';

const schema = z.object({
  file: z
    .custom<FileList>((value) => value instanceof FileList && value.length === 1, REQUIRED_MESSAGE)
    .refine(withinUploadLimit, FILE_TOO_LARGE_MESSAGE),
  clientId: z.string(),
  companyId: z.string(),
  subscribe: z.boolean(),
  files: z.custom<FileList | undefined>().refine(withinUploadLimit, FILE_TOO_LARGE_MESSAGE),
});
type Values = z.infer<typeof schema>;

/** `/profile/order/new`: an order from an Excel file; row problems come back by sheet and cell and are listed. */
export function NewOrderForm() {
  const t = useTranslations('Orders.new');
  const router = useRouter();
  const clients = useClients();
  const companies = useCompanies();
  const create = useCreateOrder();
  // One key per order tried: a retry after a lost answer gets the order already made, a changed form is new.
  const requestKey = useRequestKey<Omit<OrderCreate, 'requestKey'>>();
  const [problems, setProblems] = useState<string[]>([]);
  const fileErrorId = useId();
  const filesErrorId = useId();
  const { register, handleSubmit, formState, setError } = useSpecForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { clientId: '', companyId: '', subscribe: true },
  });
  const submit = handleSubmit((values) => {
    setProblems([]);
    const file = values.file.item(0);
    if (!file) return;
    const sent = { file, clientId: values.clientId ? Number(values.clientId) : null, companyId: values.companyId ? Number(values.companyId) : null, subscribe: values.subscribe, files: Array.from(values.files ?? []) };
    create.mutate(
      { ...sent, requestKey: requestKey.for(sent) },
      {
        onSuccess: ({ order }) => {
          requestKey.done();
          router.push(`/profile/order/${order.id}`);
        },
        onError: (error) => {
          // Spec §5: a server error goes to the field it names; a refused attachment is not the order file's fault.
          const attachments = error instanceof ApiError ? error.fields.add_files : undefined;
          if (attachments) return setError('files', { message: attachments });
          const refusal = workbookRefusal(error);
          if (!refusal) return showError(error);
          setProblems(refusal.problems);
          setError('file', { message: refusal.message });
        },
      },
    );
  });
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>
        {t('intro')}{' '}
        <a href="/api/v1/order/template" download>
          {t('template')}
        </a>
      </p>
      <form className={styles.newOrder} onSubmit={(event) => void submit(event)} noValidate>
        <label>
          {t('file')}
          <input
            type="file"
            accept=".xlsx"
            aria-invalid={Boolean(formState.errors.file)}
            aria-describedby={formState.errors.file ? fileErrorId : undefined}
            {...register('file', { onChange: () => setProblems([]) })}
          />
        </label>
        {formState.errors.file ? <p id={fileErrorId} role="alert" className={styles.error}>{formState.errors.file.message}</p> : null}
        {problems.length > 0 ? (
          <ul className={styles.problems} aria-label={t('problems')}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <label>
          {t('client')}
          <select {...register('clientId')}>
            <EntityOptions items={clients.data?.clients ?? []} emptyLabel={t('noClient')} />
          </select>
        </label>
        {companies.data && hasSeveralCompanies(companies.data.companies) && companies.data.companies.length > 0 ? (
          <label>
            {t('company')}
            <select {...register('companyId')}>
              <EntityOptions items={companies.data.companies} emptyLabel={t('noCompany')} />
            </select>
          </label>
        ) : null}
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('subscribe')} />
          {t('subscribe')}
        </label>
        <label>
          {t('files')}
          <input
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            aria-invalid={Boolean(formState.errors.files)}
            aria-describedby={formState.errors.files ? filesErrorId : undefined}
            {...register('files')}
          />
        </label>
        {formState.errors.files ? <p id={filesErrorId} role="alert" className={styles.error}>{formState.errors.files.message}</p> : null}
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? t('sending') : t('submit')}
        </button>
      </form>
    </div>
  );
}
