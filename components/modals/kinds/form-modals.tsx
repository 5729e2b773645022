import type { ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import {
  CallbackForm,
  FeedbackForm,
  OrderForm,
  ProductRequestForm,
  ResumeForm,
  SubscribeForm,
  type FormProps,
} from '@/components/forms/public-forms';
import formStyles from '@/components/forms/forms.module.css';
import { openModal, type ModalPropsMap } from '@/lib/stores/modal-store';
import { ModalText, ModalTitle, useModal } from '../modal-parts';

type TitleKey = 'callback' | 'message' | 'feedback' | 'samples' | 'question' | 'productRequest' | 'order' | 'resume' | 'subscribe';
type IntroKey = 'resumeIntro' | 'subscribeIntro';

/** A form in a modal: its title, an optional intro, and the form closing the modal once it is sent. */
type FormModalProps<P> = { title: TitleKey; subject?: string; intro?: IntroKey; Form: ComponentType<P & FormProps>; props: P };

/** A form in a modal; `subject` follows a title that ends in a colon ('Заявка на товар: Фасад «Верона»'). */
function FormModal<P extends object>({ title, subject, intro, Form, props }: FormModalProps<P>) {
  const t = useTranslations('Forms');
  const { close } = useModal();
  return (
    <>
      <ModalTitle>{subject ? `${t(`titles.${title}`)} ${subject}` : t(`titles.${title}`)}</ModalTitle>
      {intro ? <ModalText>{t(intro)}</ModalText> : null}
      <Form {...props} onSent={close} />
    </>
  );
}

/** 'Обратная связь' or 'Обратный звонок': the choice is replaced by the chosen form, 'Напишите нам:' or 'Мы вам перезвоним:' (spec §2). */
export function FeedbackChoiceModal() {
  const t = useTranslations('Forms.choice');
  const { close } = useModal();
  const choose = (kind: 'message' | 'callback') => {
    close();
    openModal(kind, {});
  };
  return (
    <>
      <ModalTitle>{t('title')}</ModalTitle>
      <div className={formStyles.choice}>
        <button type="button" className="button" onClick={() => choose('message')}>
          {t('feedback')}
        </button>
        <button type="button" className="button" onClick={() => choose('callback')}>
          {t('callback')}
        </button>
      </div>
    </>
  );
}

export function CallbackModal() {
  return <FormModal title="callback" Form={CallbackForm} props={{}} />;
}

/** 'Напишите нам:' */
export function MessageModal() {
  return <FormModal title="message" Form={FeedbackForm} props={{ formId: 'message' }} />;
}

/** 'Задать вопрос': the simple feedback variant. */
export function QuestionModal() {
  return <FormModal title="question" Form={FeedbackForm} props={{ formId: 'question', variant: 'simple' as const }} />;
}

export function FeedbackModal({ variant = 'normal' }: ModalPropsMap['feedback']) {
  return <FormModal title={variant === 'samples' ? 'samples' : 'feedback'} Form={FeedbackForm} props={{ formId: `feedback-${variant}`, variant }} />;
}

export function ProductRequestModal({ product, choice }: ModalPropsMap['product-request']) {
  return <FormModal title="productRequest" subject={product} Form={ProductRequestForm} props={{ product, choice }} />;
}

export function OrderModal({ message }: ModalPropsMap['order']) {
  return <FormModal title="order" Form={OrderForm} props={{ message }} />;
}

export function ResumeModal() {
  return <FormModal title="resume" intro="resumeIntro" Form={ResumeForm} props={{}} />;
}

export function SubscribeModal() {
  return <FormModal title="subscribe" intro="subscribeIntro" Form={SubscribeForm} props={{}} />;
}
