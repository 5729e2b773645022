'use client';

import { useRef, type ComponentProps } from 'react';
import { PHONE_MASK } from '@/api-client/schemas/fields';
import { inputTypeOf, maskPhoneInput } from '@/components/forms/phone-mask';
import { FormField } from './form-field';

/** A phone field in the site's mask (spec §5), masked as it is typed; the registered onChange gets the masked value. */
export function PhoneField({ onChange, onFocus, ...input }: ComponentProps<typeof FormField>) {
  // The value before an edit, which tells a deleted bracket from a deleted digit (the field is uncontrolled).
  const shown = useRef('');
  return (
    <FormField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_MASK.replaceAll('#', '_')}
      {...input}
      onFocus={(event) => {
        shown.current = event.target.value;
        onFocus?.(event);
      }}
      onChange={(event) => {
        shown.current = maskPhoneInput(event.target, shown.current, inputTypeOf(event.nativeEvent));
        onChange?.(event);
      }}
    />
  );
}
