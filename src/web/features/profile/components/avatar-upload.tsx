import { Upload } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { adminMessages } from '@/domain/admin-messages';
import { avatarInitials } from '@/domain/avatar-initials';
import { AVATAR_HINT, isAvatarSizeAllowed } from '@/domain/avatar-rules';
import type { Profile } from '@/domain/contracts/profile';
import { Button } from '@/web/components/ui/button';
import { useUploadAvatar } from '@/web/features/profile/api/profile';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

/** The avatar with an upload button. The browser's checks only spare a pointless upload; the server checks the bytes. */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const upload = useUploadAvatar();
  const input = useRef<HTMLInputElement>(null);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      notify.error(adminMessages.invalidFileType, adminMessages.invalidFileTypeText);
      return;
    }
    if (!isAvatarSizeAllowed(file.size)) {
      notify.error(adminMessages.fileTooLarge, adminMessages.fileTooLargeText);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify.success(adminMessages.avatarUpdated),
      onError: (error) => notifyFailure(adminMessages.failedToUploadAvatar, error),
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-5">
      {profile.avatarUrl ? (
        <img src={profile.avatarUrl} alt="Your avatar" className="size-20 rounded-full object-cover" />
      ) : (
        <span
          role="img"
          aria-label="Your avatar"
          className="flex size-20 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-primary-foreground"
        >
          {avatarInitials(profile.email)}
        </span>
      )}
      <div className="grid gap-1">
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label="Avatar image"
          onChange={onFile}
        />
        <Button
          type="button"
          variant="outline"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
          className="justify-self-start"
        >
          <Upload aria-hidden="true" /> {upload.isPending ? 'Uploading...' : 'Upload Avatar'}
        </Button>
        <p className="text-xs text-muted-foreground">{AVATAR_HINT}</p>
      </div>
    </div>
  );
}
