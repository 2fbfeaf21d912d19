import { UserCheck, UserCog, UserX } from 'lucide-react';
import { useState } from 'react';
import type { TeamMember } from '@/domain/contracts/organisations';
import { TEAM_ROLES } from '@/domain/schemas/team-role';
import { teamMessages } from '@/domain/team-messages';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { RoleFormDialog } from '@/web/components/role-form-dialog';
import { RowMenu } from '@/web/components/row-actions-menu';
import { DropdownMenuItem } from '@/web/components/ui/dropdown-menu';
import {
  useChangeMemberRole,
  useDeactivateMember,
  useReactivateMember,
} from '@/web/features/org-admin/api/organisation';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

const nameOf = (member: TeamMember) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;

/** A team member's menu: Change Role, and Deactivate or Reactivate. Super admins are the Super Admin Panel's. */
export function TeamMemberActions({ member }: { member: TeamMember }) {
  const [open, setOpen] = useState<'role' | 'deactivate' | null>(null);
  const changeRole = useChangeMemberRole();
  const deactivate = useDeactivateMember();
  const reactivate = useReactivateMember();
  const name = nameOf(member);
  const close = () => setOpen(null);
  if (member.role === 'super_admin') return null;

  const done = (failureTitle: string) => ({
    onSuccess: (reply: { message: string }) => {
      notify.success(reply.message, name);
      close();
    },
    onError: (error: Error) => notifyFailure(failureTitle, error),
  });

  return (
    <>
      <RowMenu label={`Actions for ${name}`}>
        <DropdownMenuItem onSelect={() => setOpen('role')}>
          <UserCog aria-hidden="true" />
          {teamMessages.changeRole}
        </DropdownMenuItem>
        {member.deactivated ? (
          <DropdownMenuItem
            disabled={reactivate.isPending}
            onSelect={() => reactivate.mutate(member.id, done(teamMessages.errorReactivating))}
          >
            <UserCheck aria-hidden="true" />
            {teamMessages.reactivate}
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem variant="destructive" onSelect={() => setOpen('deactivate')}>
            <UserX aria-hidden="true" />
            {teamMessages.deactivate}
          </DropdownMenuItem>
        )}
      </RowMenu>
      {open === 'role' ? (
        <RoleFormDialog
          title={teamMessages.changeRoleTitle(name)}
          description={member.email}
          roles={TEAM_ROLES}
          current={member.role}
          isSaving={changeRole.isPending}
          onSave={(role) => changeRole.mutate({ id: member.id, role }, done(teamMessages.errorChangingRole))}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={open === 'deactivate'}
        title={teamMessages.deactivateTitle(name)}
        description={teamMessages.deactivateText}
        confirmLabel={teamMessages.deactivate}
        busyLabel="Deactivating..."
        isBusy={deactivate.isPending}
        onConfirm={() => deactivate.mutate(member.id, done(teamMessages.errorDeactivating))}
        onClose={close}
      />
    </>
  );
}
