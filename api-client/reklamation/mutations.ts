import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../http';
import {
  reklamationFilesResponseSchema,
  reklamationStatusResponseSchema,
  removeReklamationResponseSchema,
  saveReklamationStateResponseSchema,
  sendReklamationResponseSchema,
  type RekData,
  type ReklamationStatusCode,
} from '../schemas/reklamation';
import { reklamationKeys } from './keys';

export function saveReklamationState(input: { rId: number; data: RekData }) {
  return apiRequest('order/save_reklamation_state', {
    schema: saveReklamationStateResponseSchema,
    method: 'POST',
    body: { rId: input.rId, rek_data: JSON.stringify(input.data) },
    auth: true,
  });
}

export function uploadReklamationFiles(input: { rId: number; files: File[] }) {
  const form = new FormData();
  form.set('rId', String(input.rId));
  for (const file of input.files) form.append('add_files[]', file);
  return apiRequest('order/upload_reklamation_file', { schema: reklamationFilesResponseSchema, method: 'POST', body: form, auth: true });
}

export function removeReklamationFile(input: { rId: number; id: number; file: string }) {
  return apiRequest('order/remove_reklamation_file', { schema: reklamationFilesResponseSchema, method: 'POST', body: input, auth: true });
}

export function sendReklamation(rId: number) {
  return apiRequest('order/send_reklamation', { schema: sendReklamationResponseSchema, method: 'POST', body: { rId }, auth: true });
}

export function removeReklamation(rId: number) {
  return apiRequest('order/remove_reklamation', { schema: removeReklamationResponseSchema, method: 'POST', body: { rId }, auth: true });
}

export function setReklamationStatus(input: { rId: number; status: ReklamationStatusCode; comment?: string }) {
  return apiRequest('order/reklamation_status', { schema: reklamationStatusResponseSchema, method: 'POST', body: input, auth: true });
}

export type ReklamationExport = 'claim' | 'label';

export function exportReklamation(input: { rId: number; kind: ReklamationExport }) {
  return apiDownload(input.kind === 'claim' ? 'order/create_xls_reclamation' : 'order/create_xls_reklamation_label', { rId: input.rId });
}

export function useSaveReklamationState() {
  return useMutation({ mutationFn: saveReklamationState });
}

export function useUploadReklamationFiles() {
  return useMutation({ mutationFn: uploadReklamationFiles });
}

export function useRemoveReklamationFile() {
  return useMutation({ mutationFn: removeReklamationFile });
}

/** Sending or removing ends the draft: the page starts again from a fresh init, and the claims list refetches. */
export function useSendReklamation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendReklamation, onSuccess: () => queryClient.invalidateQueries({ queryKey: reklamationKeys.all }) });
}

export function useRemoveReklamation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeReklamation, onSuccess: () => queryClient.invalidateQueries({ queryKey: reklamationKeys.init() }) });
}

export function useSetReklamationStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setReklamationStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: reklamationKeys.claims() }) });
}

export function useExportReklamation() {
  return useMutation({ mutationFn: exportReklamation });
}
