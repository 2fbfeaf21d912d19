import { useState } from 'react';
import { adminMessages } from '@/domain/admin-messages';
import type { UserRow } from '@/domain/contracts/users';
import { messages } from '@/domain/messages';
import { ROLE_LABELS, ROLES, type Role } from '@/domain/roles';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectItemText,
  SelectTrigger,
  SelectValue,
} from '@/web/components/ui/select';
import { useAssignRole } from '@/web/features/super-admin/api/users';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

/** Role: assign a first role or change the current one; a role must be chosen. */
export function RoleDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const assign = useAssignRole();
  const [role, setRole] = useState<Role | ''>(user.role ?? '');

  function save() {
    if (!role) {
      notify.error(messages.validationError, adminMessages.roleRequired);
      return;
    }
    assign.mutate(
      { id: user.id, role },
      {
        onSuccess: (reply) => {
          notify.success(reply.message);
          onClose();
        },
        onError: (error) => notifyFailure(adminMessages.errorAssigningRole, error),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{user.role ? 'Change Role' : 'Assign Role'}</DialogTitle>
          <DialogDescription>{user.email}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label id="role-select-label">Role</Label>
          <Select value={role} onValueChange={(value) => setRole(value as Role)}>
            <SelectTrigger aria-labelledby="role-select-label">
              <SelectValue placeholder="Select a role" />
            </SelectTrigger>
            <SelectContent>
              {ROLES.map((option) => (
                <SelectItem key={option} value={option}>
                  <SelectItemText>{ROLE_LABELS[option]}</SelectItemText>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={assign.isPending}>
            {assign.isPending ? 'Saving...' : 'Save Role'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
