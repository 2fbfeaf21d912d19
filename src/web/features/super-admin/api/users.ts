import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { twoFactorReset } from '@/domain/contracts/two-factor';
import {
  userDeactivation,
  userEdit,
  userInvitationResend,
  userList,
  userReactivation,
  userRoleAssignment,
} from '@/domain/contracts/users';
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
  return useQuery({
    queryKey: queryKeys.administration.users(query),
    queryFn: () => api.call(userList, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Every user change refreshes the user list (and team lists that show the same people). */
function useUserMutation<T, R = { message: string }>(send: (input: T) => Promise<R>) {
  return useMutation({
    mutationFn: send,
    meta: { invalidates: [queryKeys.administration.all()] },
  });
}

export const useEditUser = () =>
  useUserMutation(({ id, details }: { id: string; details: UserDetails }) =>
    api.call(userEdit, { params: { id }, body: details }),
  );

export const useAssignRole = () =>
  useUserMutation(({ id, role }: { id: string } & RoleAssignment) =>
    api.call(userRoleAssignment, { params: { id }, body: { role } }),
  );

export const useResendInvitation = () =>
  useUserMutation((id: string) => api.call(userInvitationResend, { params: { id } }));

/** Removes the user's second factor and recovery codes (204); they set it up again at their next sign-in. */
export const useResetTwoFactor = () =>
  useUserMutation((id: string) => api.call(twoFactorReset, { params: { id } }));

/** Deactivates (signed out, no sign-in, their API keys stop) or reactivates a user of any organisation. */
export const useSetUserDeactivated = () =>
  useUserMutation(({ id, deactivated }: { id: string; deactivated: boolean }) =>
    api.call(deactivated ? userDeactivation : userReactivation, { params: { id } }),
  );
