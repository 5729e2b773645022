import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiDownload, apiRequest } from '../http';
import {
  reklamationFilesResponseSchema,
  reklamationStatusResponseSchema,
  removeReklamationResponseSchema,
  saveReklamationStateResponseSchema,
  sendReklamationResponseSchema,
  type RekData,
  type ReklamationFile,
  type ReklamationInit,
  type ReklamationStatusCode,
} from '../schemas/reklamation';
import { reklamationKeys } from './keys';

export function saveReklamationState(input: { rId: number; data: RekData; version?: number }) {
  return apiRequest('order/save_reklamation_state', {
    schema: saveReklamationStateResponseSchema,
    method: 'POST',
    body: { rId: input.rId, rek_data: JSON.stringify(input.data), ...(input.version === undefined ? {} : { data_version: input.version }) },
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

/**
 * What the draft's calls keep in step: the page's init holds what was last saved, so coming back to the page (from
 * the cache) starts from it; a 409 means the draft was sent or removed elsewhere, so the page starts again.
 */
function useDraftSync() {
  const queryClient = useQueryClient();
  const patch = (rId: number, change: Partial<ReklamationInit>) =>
    queryClient.setQueryData<ReklamationInit>(reklamationKeys.init(), (init) => (init?.rId === rId ? { ...init, ...change } : init));
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: reklamationKeys.all });
  };
  return {
    saved: (rId: number, data: RekData) => patch(rId, { saved_rek_data: data }),
    files: (rId: number, files: ReklamationFile[]) => patch(rId, { files }),
    onError,
  };
}

/**
 * Each save names the draft's version this tab last loaded or saved, so a save over another tab's newer one is
 * refused (409) instead of wiping it; the page then loads that one, whose new version draws the form anew.
 */
export function useSaveReklamationState() {
  const queryClient = useQueryClient();
  const sync = useDraftSync();
  const knownVersion = (rId: number) => {
    const init = queryClient.getQueryData<ReklamationInit>(reklamationKeys.init());
    const versions = [init?.rId === rId ? init.data_version : undefined, queryClient.getQueryData<number>(reklamationKeys.savedVersion(rId))];
    const known = versions.filter((version) => version !== undefined);
    return known.length > 0 ? Math.max(...known) : undefined;
  };
  return useMutation({
    // One at a time: a save sent while the previous one is unanswered (a slow line) would name the version before
    // it and be refused as another tab's; queued, it names the version the previous save made.
    scope: { id: 'reklamation-draft' },
    mutationFn: (input: { rId: number; data: RekData }) => saveReklamationState({ ...input, version: knownVersion(input.rId) }),
    onSuccess: (answer, input) => {
      if (answer.data_version !== undefined) queryClient.setQueryData(reklamationKeys.savedVersion(input.rId), answer.data_version);
      sync.saved(input.rId, input.data);
    },
    onError: sync.onError,
  });
}

export function useUploadReklamationFiles() {
  const sync = useDraftSync();
  return useMutation({ mutationFn: uploadReklamationFiles, onSuccess: (answer, input) => sync.files(input.rId, answer.files), onError: sync.onError });
}

export function useRemoveReklamationFile() {
  const sync = useDraftSync();
  return useMutation({ mutationFn: removeReklamationFile, onSuccess: (answer, input) => sync.files(input.rId, answer.files), onError: sync.onError });
}

/**
 * Sending or removing ends the draft: the page starts again from a fresh init, and the claims list refetches. So it
 * does when another tab already sent or removed it (409).
 */
export function useSendReklamation() {
  const queryClient = useQueryClient();
  const sync = useDraftSync();
  return useMutation({ mutationFn: sendReklamation, onSuccess: () => queryClient.invalidateQueries({ queryKey: reklamationKeys.all }), onError: sync.onError });
}

export function useRemoveReklamation() {
  const queryClient = useQueryClient();
  const sync = useDraftSync();
  return useMutation({ mutationFn: removeReklamation, onSuccess: () => queryClient.invalidateQueries({ queryKey: reklamationKeys.init() }), onError: sync.onError });
}

export function useSetReklamationStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setReklamationStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: reklamationKeys.claims() }) });
}

export function useExportReklamation() {
  return useMutation({ mutationFn: exportReklamation });
}
