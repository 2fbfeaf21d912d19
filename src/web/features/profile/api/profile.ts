import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Profile, ProfileUpdateReply } from '@/domain/contracts/profile';
import type { ErrorBody } from '@/domain/errors';
import type { UserDetails } from '@/domain/schemas/user-details';
import { api, failureOf, networkFailure } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: UserDetails) => api.patch('/api/v1/profile', details, ProfileUpdateReply),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(queryKeys.profile(), profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.session() });
    },
  });
}

/** Sends the file's bytes as they are; the server decides by the content whether it is an image. */
async function uploadAvatar(file: File): Promise<{ message: string; avatarUrl: string }> {
  let response: Response;
  try {
    response = await fetch('/api/v1/profile/avatar', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw networkFailure();
  }
  const payload = (await response.json().catch(() => null)) as
    | (Partial<ErrorBody> & { avatarUrl?: string })
    | null;
  if (!response.ok || !payload?.avatarUrl) throw failureOf(response, payload);
  return { message: payload.message ?? '', avatarUrl: payload.avatarUrl };
}

/** The new avatar shows at once wherever the profile is read (Manage Profile and the sidebar header). */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ avatarUrl }) =>
      queryClient.setQueryData<Profile>(queryKeys.profile(), (profile) =>
        profile ? { ...profile, avatarUrl } : profile,
      ),
  });
}
