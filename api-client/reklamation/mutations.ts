import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
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
import { getClaims, getReklamation } from './queries';

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
 * What the draft's calls keep in step: the page's init holds what was last saved and its version, so coming back to
 * the page (from the cache) starts from it; a 409 means the draft was sent, removed or saved elsewhere, so the page
 * loads it again.
 */
function useDraftSync() {
  const queryClient = useQueryClient();
  const patch = (rId: number, change: Partial<ReklamationInit>) =>
    queryClient.setQueryData<ReklamationInit>(reklamationKeys.init(), (init) => (init?.rId === rId ? { ...init, ...change } : init));
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: reklamationKeys.all });
  };
  return {
    saved: (rId: number, data: RekData, version: number | undefined) => patch(rId, { saved_rek_data: data, data_version: version }),
    files: (rId: number, files: ReklamationFile[]) => patch(rId, { files }),
    onError,
  };
}

/** The draft's version a form's state was loaded or last saved as: the form owns it, its saves move it on. */
export type DraftBase = { rId: number; version: number | undefined };

/**
 * Each save names the version its form's state comes from, so a state older than a newer save (another tab's, or
 * this tab's own from before it left the page and came back) is refused (409) instead of wiping it; the page then
 * loads the newer one.
 */
export function useSaveReklamationState() {
  const sync = useDraftSync();
  return useMutation({
    // One at a time: a save sent while the previous one is unanswered (a slow line) would name the version before
    // it and be refused as another tab's; queued, it names the version the previous save made.
    scope: { id: 'reklamation-draft' },
    mutationFn: (input: { base: DraftBase; data: RekData }) => saveReklamationState({ rId: input.base.rId, data: input.data, version: input.base.version }),
    onSuccess: (answer, { base, data }) => {
      // Moved on first: the init patched next then matches the form, which keeps its state (see ClaimForm).
      if (answer.data_version !== undefined) base.version = answer.data_version;
      sync.saved(base.rId, data, base.version);
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
 * The draft's files as the server lists them, or undefined when the draft is gone: read again after an upload whose
 * answer was lost, as its files may have arrived.
 */
export function useReloadClaimFiles() {
  const sync = useDraftSync();
  return async (rId: number) => {
    const fresh = await getReklamation();
    if (fresh.rId !== rId) return undefined;
    sync.files(rId, fresh.files);
    return fresh.files;
  };
}

/** An answer the backend may have sent but that did not arrive: a lost connection or a gateway's refusal. */
const answerLost = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 502);

/** The claim as sent, looked up among the dealer's sent claims (the newest come first). */
async function findSentClaim(rId: number) {
  const { claims } = await getClaims({ status: 'all' });
  return claims.find((claim) => claim.id === rId);
}

/**
 * Sending or removing ends the draft: the page starts again from a fresh init, and the claims list refetches. So it
 * does when another tab already sent or removed it (409). A send retried after its answer was lost and refused as
 * sent (409) did send: it answers as the first one would have, with the claim.
 */
export function useSendReklamation() {
  const queryClient = useQueryClient();
  const sync = useDraftSync();
  const lost = useRef(new Set<number>());
  const send = async (rId: number) => {
    try {
      return await sendReklamation(rId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && lost.current.has(rId)) {
        const claim = await findSentClaim(rId).catch(() => undefined);
        if (claim) return { claim, message: '' };
      }
      if (answerLost(error)) lost.current.add(rId);
      throw error;
    }
  };
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: reklamationKeys.all }), onError: sync.onError });
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
