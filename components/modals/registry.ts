import { createElement, type ComponentType } from 'react';
import dynamic from 'next/dynamic';
import type { ModalKind, ModalPropsMap } from '@/lib/stores/modal-store';
import { ModalLoading } from './modal-parts';

export type ModalRegistry = { [K in ModalKind]: ComponentType<ModalPropsMap[K]> };

const loading = () => createElement(ModalLoading);

// Each kind's code loads when it first opens, so the shell's first-load JS carries none of it.
const messages = () => import('./kinds/message-modals');
/** The error modal's own loader: the same import as the registry's, so the same chunk that the modal will ask for. */
export const loadMessageModals = messages;
const orders = () => import('@/components/orders/order-modals');
const account = () => import('./kinds/account-modals');
// Forms bring react-hook-form and zod: one chunk for all of them, loaded when the first form opens.
const forms = () => import('./kinds/form-modals');

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
  'feedback-choice': dynamic(() => forms().then((m) => m.FeedbackChoiceModal), { loading }),
  callback: dynamic(() => forms().then((m) => m.CallbackModal), { loading }),
  message: dynamic(() => forms().then((m) => m.MessageModal), { loading }),
  question: dynamic(() => forms().then((m) => m.QuestionModal), { loading }),
  'product-request': dynamic(() => forms().then((m) => m.ProductRequestModal), { loading }),
  feedback: dynamic(() => forms().then((m) => m.FeedbackModal), { loading }),
  order: dynamic(() => forms().then((m) => m.OrderModal), { loading }),
  resume: dynamic(() => forms().then((m) => m.ResumeModal), { loading }),
  subscribe: dynamic(() => forms().then((m) => m.SubscribeModal), { loading }),
  'order-create-choice': dynamic(() => orders().then((m) => m.OrderCreateChoiceModal), { loading }),
  'order-type': dynamic(() => orders().then((m) => m.OrderTypeModal), { loading }),
  'new-comment': dynamic(() => orders().then((m) => m.NewCommentModal), { loading }),
  notification: dynamic(() => import('@/components/notifications/notification-modal').then((m) => m.NotificationModal), { loading }),
  login: dynamic(() => account().then((m) => m.LoginModal), { loading }),
  'password-request': dynamic(() => account().then((m) => m.PasswordRequestModal), { loading }),
};
