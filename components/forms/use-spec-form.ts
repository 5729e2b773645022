'use client';

import { useEffect } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { preloadErrorModal } from '@/components/modals/preload-error-modal';

/**
 * react-hook-form with spec §5's rhythm for every form of the site: fields are checked when the form is sent, and
 * editing a field clears its error (react-hook-form's default re-checks it on every keystroke instead). A form's page
 * loads the error modal's code ahead, so a send that fails offline can still say so. `Sent` is what the resolver
 * hands the submit handler when its schema transforms the fields (trimmed, parsed), `T` while it does not.
 */
export function useSpecForm<T extends FieldValues, Sent = T>(options: UseFormProps<T, unknown, Sent>): UseFormReturn<T, unknown, Sent> {
  const form = useForm<T, unknown, Sent>({ ...options, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  useEffect(preloadErrorModal, []);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (name && type === 'change') form.clearErrors(name as Path<T>);
        },
      }),
    [form],
  );
  return form;
}
