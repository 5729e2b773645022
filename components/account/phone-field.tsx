'use client';

import type { ComponentProps } from 'react';
import { formatPhone, PHONE_MASK } from '@/api-client/schemas/fields';
import { FormField } from './form-field';

/** A phone field in the site's mask (spec §5), masked as it is typed; the registered onChange gets the masked value. */
export function PhoneField({ onChange, ...input }: ComponentProps<typeof FormField>) {
  return (
    <FormField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_MASK.replaceAll('#', '_')}
      {...input}
      onChange={(event) => {
        event.target.value = formatPhone(event.target.value);
        onChange?.(event);
      }}
    />
  );
}
