import { Fragment, useState } from 'react';
import { adminMessages } from '@/domain/admin-messages';
import type { UserRow } from '@/domain/contracts/users';
import { USER_PAGE_SIZES } from '@/domain/page-sizes';
import { ROLE_LABELS } from '@/domain/roles';
import { USER_SEARCH_MAX_LENGTH } from '@/domain/search-text';
import { teamMessages } from '@/domain/team-messages';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { LoadStatus } from '@/web/components/load-status';
import { PersonName } from '@/web/components/person-name';
import { SearchBox } from '@/web/components/search-box';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { useResendInvitation, useSetUserDeactivated, useUsers } from '@/web/features/super-admin/api/users';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { EditUserDialog } from './edit-user-dialog';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog';
import { RoleDialog } from './role-dialog';
import { UsersFooter } from './users-footer';

/** A demo account's exemption outweighs a set-up factor: it signs in with its password alone. */
function TwoFactorBadge({ user }: { user: UserRow }) {
  if (user.twoFactorExempt) {
    return (
      <Badge variant="outline" wrap>
        Exempt (demo)
      </Badge>
    );
  }
  return user.twoFactorEnabled ? <Badge variant="success">On</Badge> : <Badge variant="outline">Off</Badge>;
}

/**
 * An e-mail address that wraps before its @ and its dots first (and, as the browser does, after a hyphen): the column
 * stays narrow on a laptop's screen. A part still too long for it breaks anywhere (the cell's wrap-anywhere) rather than
 * push the row's actions out of sight, as the long test addresses of a busy platform did. Titles and organisation
 * names break only a word too long for the column (break-words), so "Administrator" stays whole.
 */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move: they are the address's own, in order.
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/**
 * User Management: every user across organisations, searchable by name or e-mail, with their two-factor sign-in, and
 * Resend, Edit, Role, Deactivate or Reactivate (not for super admins) and (where it is on) Reset Two-Factor.
 */
export function UsersTable() {
  const [query, setQuery] = useState({ page: 1, pageSize: USER_PAGE_SIZES[0] as number, search: '' });
  const [dialog, setDialog] = useState<{
    kind: 'edit' | 'role' | 'reset-two-factor' | 'deactivate';
    user: UserRow;
  } | null>(null);
  const users = useUsers(query);
  const resend = useResendInvitation();
  const setDeactivated = useSetUserDeactivated();

  const changeDeactivated = (user: UserRow, deactivated: boolean) =>
    setDeactivated.mutate(
      { id: user.id, deactivated },
      {
        onSuccess: (reply) => {
          notify.success(reply.message, user.email);
          setDialog(null);
        },
        onError: (error) =>
          notifyFailure(
            deactivated ? adminMessages.errorDeactivatingUser : adminMessages.errorReactivatingUser,
            error,
          ),
      },
    );

  const resendTo = (user: UserRow) =>
    resend.mutate(user.id, {
      onSuccess: () =>
        notify.success(adminMessages.invitationResent, `A new link was e-mailed to ${user.email}.`),
      onError: (error) => notifyFailure(adminMessages.errorResendingInvitation, error),
    });

  return (
    <div className="grid grid-cols-1 gap-4">
      <SearchBox
        label="Search by name or email"
        value={query.search}
        maxLength={USER_SEARCH_MAX_LENGTH}
        onSearch={(search) => setQuery((current) => ({ ...current, search, page: 1 }))}
      />
      <LoadStatus query={users} loadingLabel="Loading users" spinnerClassName="py-8" />
      {users.data ? (
        <div className="rounded-md border">
          <Table aria-label="Users">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Title</TableHead>
                <TableHead>Organization</TableHead>
                <TableHead>Roles</TableHead>
                <TableHead>
                  <abbr title="Two-factor sign-in" className="no-underline">
                    2FA
                  </abbr>
                </TableHead>
                <TableHead align="right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.data.items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={7} className="py-6 text-center text-muted-foreground">
                    No users found.
                  </TableCell>
                </TableRow>
              ) : null}
              {users.data.items.map((user) => (
                <TableRow key={user.id}>
                  <TableCell wrap className="font-medium wrap-anywhere">
                    <PersonName person={user} />
                    {user.deactivated ? (
                      <Badge variant="outline" className="ml-2">
                        {teamMessages.deactivatedBadge}
                      </Badge>
                    ) : null}
                  </TableCell>
                  <TableCell wrap className="wrap-anywhere">
                    <BreakableEmail email={user.email} />
                  </TableCell>
                  <TableCell wrap className="break-words">
                    {user.title ?? '—'}
                  </TableCell>
                  <TableCell wrap className="break-words">
                    {user.organisation?.name ?? '—'}
                  </TableCell>
                  <TableCell>
                    {user.role ? (
                      <Badge variant="secondary" wrap>
                        {ROLE_LABELS[user.role]}
                      </Badge>
                    ) : (
                      <span className="text-muted-foreground">{adminMessages.noRoleAssigned}</span>
                    )}
                  </TableCell>
                  <TableCell>
                    <TwoFactorBadge user={user} />
                  </TableCell>
                  <TableCell className="text-right">
                    {/* The buttons wrap, two a line at the narrowest, so that the table fits a laptop's screen (1366 px). */}
                    <div className="flex min-w-39 flex-wrap justify-end gap-1 [&_button]:h-8 [&_button]:px-2.5">
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={!user.invitationPending || resend.isPending}
                        title={user.invitationPending ? undefined : 'The invitation has been accepted'}
                        aria-label={`Resend invitation to ${user.email}`}
                        onClick={() => resendTo(user)}
                      >
                        Resend
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Edit ${user.email}`}
                        onClick={() => setDialog({ kind: 'edit', user })}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Role of ${user.email}`}
                        onClick={() => setDialog({ kind: 'role', user })}
                      >
                        Role
                      </Button>
                      {user.role === 'super_admin' ? null : user.deactivated ? (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={setDeactivated.isPending}
                          aria-label={`Reactivate ${user.email}`}
                          onClick={() => changeDeactivated(user, false)}
                        >
                          {teamMessages.reactivate}
                        </Button>
                      ) : (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Deactivate ${user.email}`}
                          onClick={() => setDialog({ kind: 'deactivate', user })}
                        >
                          {teamMessages.deactivate}
                        </Button>
                      )}
                      {user.twoFactorEnabled ? (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Reset two-factor sign-in of ${user.email}`}
                          onClick={() => setDialog({ kind: 'reset-two-factor', user })}
                        >
                          Reset Two-Factor
                        </Button>
                      ) : null}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <UsersFooter
            page={query.page}
            pageSize={query.pageSize}
            total={users.data.total}
            onPage={(page) => setQuery((current) => ({ ...current, page }))}
            onPageSize={(pageSize) => setQuery((current) => ({ ...current, pageSize, page: 1 }))}
          />
        </div>
      ) : null}
      {dialog?.kind === 'edit' ? <EditUserDialog user={dialog.user} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'role' ? <RoleDialog user={dialog.user} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'reset-two-factor' ? (
        <ResetTwoFactorDialog user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'deactivate'}
        title={teamMessages.deactivateTitle(dialog?.user.email ?? '')}
        description={teamMessages.deactivateText}
        confirmLabel={teamMessages.deactivate}
        busyLabel="Deactivating..."
        isBusy={setDeactivated.isPending}
        onConfirm={() => dialog && changeDeactivated(dialog.user, true)}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
