import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../http';
import {
  okResponseSchema,
  passwordChangeResponseSchema,
  profileSchema,
  profileUpdateResponseSchema,
  tgSubscribeCodeResponseSchema,
  type PasswordChangeRequest,
  type ProfileUpdateRequest,
  type UserDataRequest,
} from '../schemas/user';
import { userKeys } from './keys';

export function getProfile(signal?: AbortSignal) {
  return apiRequest('user/profile', { schema: profileSchema, auth: true, signal });
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: userKeys.profile(), queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** Multipart, as the spec's user/profile call is. */
export function updateProfile(values: ProfileUpdateRequest) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) body.set(key, String(value));
  return apiRequest('user/profile', { schema: profileUpdateResponseSchema, method: 'POST', body, auth: true });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.profile() }),
  });
}

export function changePassword(body: PasswordChangeRequest) {
  return apiRequest('user/password', { schema: passwordChangeResponseSchema, method: 'POST', body, auth: true });
}

export function getTgSubscribeCode() {
  return apiRequest('user/get_tg_subscribe_code', { schema: tgSubscribeCodeResponseSchema, auth: true });
}

export function changeUserData(body: UserDataRequest) {
  return apiRequest('user/data', { schema: okResponseSchema, method: 'POST', body, auth: true });
}

export function useChangeUserData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserData,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.profile() }),
  });
}
