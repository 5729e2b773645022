import { createElement, type ComponentType } from 'react';
import dynamic from 'next/dynamic';
import type { ModalKind, ModalPropsMap } from '@/lib/stores/modal-store';
import { ModalLoading } from './modal-parts';

export type ModalRegistry = { [K in ModalKind]: ComponentType<ModalPropsMap[K]> };

const loading = () => createElement(ModalLoading);

// Each kind's code loads when it first opens, so the shell's first-load JS carries none of it.
const messages = () => import('./kinds/message-modals');
const account = () => import('./kinds/account-modals');
const contacts = dynamic(() => import('./kinds/contacts-modal').then((m) => m.ContactsModal), { loading });

export const modalRegistry: ModalRegistry = {
  error: dynamic(() => messages().then((m) => m.ErrorModal), { loading }),
  'generic-error': dynamic(() => messages().then((m) => m.GenericErrorModal), { loading }),
  'request-sent': dynamic(() => messages().then((m) => m.RequestSentModal), { loading }),
  success: dynamic(() => messages().then((m) => m.SuccessModal), { loading }),
  'session-expired': dynamic(() => messages().then((m) => m.SessionExpiredModal), { loading }),
  confirm: dynamic(() => messages().then((m) => m.ConfirmModal), { loading }),
  privacy: dynamic(() => import('./kinds/privacy-modal').then((m) => m.PrivacyModal), { loading }),
  custom: dynamic(() => import('./kinds/custom-modal').then((m) => m.CustomModal), { loading }),
  city: dynamic(() => import('@/components/city/city-modal').then((m) => m.CityModal), { loading }),
  login: dynamic(() => account().then((m) => m.LoginModal), { loading }),
  'password-request': dynamic(() => account().then((m) => m.PasswordRequestModal), { loading }),
  'feedback-choice': contacts,
  callback: contacts,
  message: contacts,
  question: contacts,
  'product-request': contacts,
};
