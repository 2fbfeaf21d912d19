import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { UserPageReply } from '@/domain/contracts/users';
import { MessageReply, NoContent } from '@/domain/contracts/wire';
import type { RoleAssignment } from '@/domain/schemas/role-assignment';
import type { UserDetails } from '@/domain/schemas/user-details';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export interface UsersQuery {
  page: number;
  pageSize: number;
  search: string;
}

export function useUsers(query: UsersQuery) {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.search) params.set('search', query.search);
  return useQuery({
    queryKey: queryKeys.administration.users(query),
    queryFn: () => api.get(`/api/v1/users?${params}`, UserPageReply),
    placeholderData: keepPreviousData,
  });
}

const userPath = (id: string) => `/api/v1/users/${encodeURIComponent(id)}`;

/** Every user change refreshes the user list (and team lists that show the same people). */
function useUserMutation<T, R = { message: string }>(send: (input: T) => Promise<R>) {
  return useMutation({
    mutationFn: send,
    meta: { invalidates: [queryKeys.administration.all()] },
  });
}

export const useEditUser = () =>
  useUserMutation(({ id, details }: { id: string; details: UserDetails }) =>
    api.patch(userPath(id), details, MessageReply),
  );

export const useAssignRole = () =>
  useUserMutation(({ id, role }: { id: string } & RoleAssignment) =>
    api.put(`${userPath(id)}/role`, { role }, MessageReply),
  );

export const useResendInvitation = () =>
  useUserMutation((id: string) => api.post(`${userPath(id)}/invitation`, {}, MessageReply));

/** Removes the user's second factor and recovery codes (204); they set it up again at their next sign-in. */
export const useResetTwoFactor = () =>
  useUserMutation((id: string) => api.post(`${userPath(id)}/two-factor/reset`, {}, NoContent));

/** Deactivates (signed out, no sign-in, their API keys stop) or reactivates a user of any organisation. */
export const useSetUserDeactivated = () =>
  useUserMutation(({ id, deactivated }: { id: string; deactivated: boolean }) =>
    deactivated
      ? api.post(`${userPath(id)}/deactivation`, {}, MessageReply)
      : api.delete(`${userPath(id)}/deactivation`, MessageReply),
  );
