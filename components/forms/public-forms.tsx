'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { submitForm } from '@/api-client/forms/submit-form';
import { MAX_LENGTH } from '@/api-client/schemas/fields';
import {
  callbackRequestSchema,
  feedbackRequestSchema,
  NO_CITY_TITLE,
  orderRequestSchema,
  productRequestSchema,
  resumeRequestSchema,
  reviewRequestSchema,
  subscribeRequestSchema,
} from '@/api-client/schemas/forms';
import { useCityStore } from '@/lib/stores/city-store';
import { ConsentField, FileField, PhoneField, PublicForm, SubmitButton, TextField } from './form-kit';
import { usePublicForm } from './use-public-form';

export type FormProps = { onSent?: () => void };

/** Spec §9: the feedback text area is 250 px high, 120 in the simple variant. */
const AREA_HEIGHT = { normal: 250, simple: 120 } as const;

function useChosenCityTitle(): string {
  const city = useCityStore((state) => state.city);
  return city && city.id > 0 && city.title ? city.title : '';
}

function NameField() {
  const t = useTranslations('Forms.fields');
  return <TextField name="name" label={t('name')} autoComplete="name" maxLength={MAX_LENGTH.name} />;
}

function ContactField() {
  const t = useTranslations('Forms.fields');
  return <TextField name="contact" label={t('contact')} autoComplete="email" maxLength={MAX_LENGTH.email} />;
}

function EmailField() {
  const t = useTranslations('Forms.fields');
  return <TextField name="email" type="email" label={t('email')} autoComplete="email" maxLength={MAX_LENGTH.email} />;
}

function CityField() {
  const t = useTranslations('Forms.fields');
  return <TextField name="city" label={t('city')} autoComplete="address-level2" maxLength={MAX_LENGTH.city} />;
}

function MessageField({ label, height = AREA_HEIGHT.normal }: { label?: string; height?: number }) {
  const t = useTranslations('Forms.fields');
  return <TextField name="message" label={label ?? t('message')} maxLength={MAX_LENGTH.message} areaHeight={height} />;
}

/** 'Мы вам перезвоним:' — the message starts as the page the visitor calls from (spec §5). */
export function CallbackForm({ onSent }: FormProps) {
  const t = useTranslations('Forms');
  const [defaults] = useState(() => ({ name: '', phone: '', message: `${window.location.origin}${window.location.pathname}` }));
  const kit = usePublicForm({
    formId: 'callback',
    schema: callbackRequestSchema,
    defaults,
    send: (values, sent) => submitForm('callback', values, sent),
    onSent,
    sendErrorMessage: t('sendError'),
  });
  return (
    <PublicForm kit={kit} label={t('titles.callback')}>
      <NameField />
      <PhoneField name="phone" label={t('fields.phone')} />
      <MessageField height={AREA_HEIGHT.simple} />
      <ConsentField />
      <SubmitButton>{t('send')}</SubmitButton>
    </PublicForm>
  );
}

export type FeedbackVariant = 'normal' | 'simple' | 'samples';

const feedbackFormSchema = feedbackRequestSchema.omit({ city: true });

/**
 * The feedback form (spec §2, §5): normal; simple, with the name preset 'Отправитель' and the conditions
 * accepted; samples-order, with its preset message and button. The city sent is the visitor's chosen one.
 */
export function FeedbackForm({ variant = 'normal', formId, onSent }: FormProps & { variant?: FeedbackVariant; formId: string }) {
  const t = useTranslations('Forms');
  const city = useChosenCityTitle();
  const [defaults] = useState(() => ({
    name: variant === 'simple' ? t('presets.simpleName') : '',
    contact: '',
    message: variant === 'samples' ? t('presets.samplesMessage') : '',
  }));
  const kit = usePublicForm({
    formId,
    schema: feedbackFormSchema,
    defaults,
    consentGiven: variant === 'simple',
    send: (values, sent) => submitForm('feedback', { ...values, city: city || NO_CITY_TITLE }, sent),
    onSent,
    sendErrorMessage: t('sendError'),
  });
  return (
    <PublicForm kit={kit} label={t(`titles.${variant === 'normal' ? 'feedback' : variant === 'simple' ? 'question' : 'samples'}`)}>
      {variant === 'simple' ? null : <NameField />}
      <ContactField />
      <MessageField height={variant === 'simple' ? AREA_HEIGHT.simple : AREA_HEIGHT.normal} />
      <ConsentField />
      <SubmitButton>{variant === 'samples' ? t('orderSamples') : t('send')}</SubmitButton>
    </PublicForm>
  );
}

/**
 * 'Заявка на товар:' — the city goes twice: as typed, then the chosen city or 'Город не выбран' (spec §7). From a
 * product page the message starts with the product and its page, so the factory knows what is asked about.
 */
export function ProductRequestForm({ onSent, product, choice }: FormProps & { product?: string; choice?: string }) {
  const t = useTranslations('Forms');
  const city = useChosenCityTitle();
  const [defaults] = useState(() => ({
    contact: '',
    city,
    message: product ? [product, choice ? t('presets.choice', { choice }) : null, `${window.location.origin}${window.location.pathname}`, ''].filter((line) => line !== null).join('\n') : '',
  }));
  const kit = usePublicForm({
    formId: 'product-request',
    schema: productRequestSchema,
    defaults,
    send: (values, sent) => submitForm('productRequest', { ...values, city: [values.city, city || NO_CITY_TITLE] }, sent),
    onSent,
    sendErrorMessage: t('sendError'),
  });
  return (
    <PublicForm kit={kit} label={t('titles.productRequest')}>
      <ContactField />
      <CityField />
      <MessageField height={AREA_HEIGHT.simple} />
      <FileField />
      <ConsentField />
      <SubmitButton>{t('send')}</SubmitButton>
    </PublicForm>
  );
}

/** The order form's message (form/order/): city, contact, message and a file such as a specification. */
export function OrderForm({ onSent, message = '' }: FormProps & { message?: string }) {
  const t = useTranslations('Forms');
  const city = useChosenCityTitle();
  const [defaults] = useState(() => ({ city, contact: '', message }));
  const kit = usePublicForm({
    formId: 'order',
    schema: orderRequestSchema,
    defaults,
    send: (values, sent) => submitForm('order', values, sent),
    onSent,
    sendErrorMessage: t('sendError'),
  });
  return (
    <PublicForm kit={kit} label={t('titles.order')}>
      <CityField />
      <ContactField />
      <MessageField height={AREA_HEIGHT.simple} />
      <FileField />
      <ConsentField />
      <SubmitButton>{t('send')}</SubmitButton>
    </PublicForm>
  );
}

export function ResumeForm({ onSent }: FormProps) {
  const t = useTranslations('Forms');
  const [defaults] = useState(() => ({ name: '', email: '', message: '' }));
  const kit = usePublicForm({
    formId: 'resume',
    sentKind: 'resume',
    schema: resumeRequestSchema,
    defaults,
    send: (values, sent) => submitForm('resume', values, sent),
    onSent,
    sendErrorMessage: t('sendError'),
  });
  return (
    <PublicForm kit={kit} label={t('titles.resume')}>
      <NameField />
      <EmailField />
      <MessageField label={t('fields.resume')} />
      <FileField />
      <ConsentField />
      <SubmitButton>{t('send')}</SubmitButton>
    </PublicForm>
  );
}

/** The /review page's form (content/review). */
export function ReviewForm({ onSent }: FormProps) {
  const t = useTranslations('Forms');
  const [defaults] = useState(() => ({ name: '', contact: '', message: '' }));
  const kit = usePublicForm({
    formId: 'review',
    sentKind: 'review',
    schema: reviewRequestSchema,
    defaults,
    send: (values, sent) => submitForm('review', values, sent),
    onSent,
    sendErrorMessage: t('sendError'),
  });
  return (
    <PublicForm kit={kit} label={t('titles.review')}>
      <NameField />
      <ContactField />
      <MessageField label={t('fields.review')} />
      <FileField />
      <ConsentField />
      <SubmitButton>{t('send')}</SubmitButton>
    </PublicForm>
  );
}

/** Newsletter subscription (content/subscribe), from the footer and the blog. */
export function SubscribeForm({ onSent }: FormProps) {
  const t = useTranslations('Forms');
  const [defaults] = useState(() => ({ email: '' }));
  const kit = usePublicForm({
    formId: 'subscribe',
    sentKind: 'subscribe',
    schema: subscribeRequestSchema,
    defaults,
    send: (values, sent) => submitForm('subscribe', values, sent),
    onSent,
    sendErrorMessage: t('sendError'),
  });
  return (
    <PublicForm kit={kit} label={t('titles.subscribe')}>
      <EmailField />
      <ConsentField />
      <SubmitButton>{t('subscribe')}</SubmitButton>
    </PublicForm>
  );
}
