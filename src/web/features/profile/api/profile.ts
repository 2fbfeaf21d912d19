import { useMutation, useQueryClient } from '@tanstack/react-query';
import { avatarUpload, type Profile, profileChange } from '@/domain/contracts/profile';
import type { UserDetails } from '@/domain/schemas/user-details';
import { api, routeUrl } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import { useSessionStore } from '@/web/lib/session';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const session = useSessionStore();
  return useMutation({
    mutationFn: (details: UserDetails) => api.call(profileChange, { body: details }),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(queryKeys.profile(), profile);
      void session.invalidate();
    },
  });
}

/** The new avatar shows at once wherever the profile is read (Manage Profile and the sidebar header). */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.upload(routeUrl(avatarUpload), file, avatarUpload.reply),
    onSuccess: ({ avatarUrl }) =>
      queryClient.setQueryData<Profile>(queryKeys.profile(), (profile) =>
        profile ? { ...profile, avatarUrl } : profile,
      ),
  });
}
