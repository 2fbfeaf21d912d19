import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { adminMessages } from '@/domain/admin-messages';
import type { UserRow } from '@/domain/contracts/users';
import { messages } from '@/domain/messages';
import { ROLE_LABELS, ROLES } from '@/domain/roles';
import { type RoleAssignment, RoleAssignmentSchema } from '@/domain/schemas/role-assignment';
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
import { firstFormError } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

/** Role: assign a first role or change the current one; a role must be chosen. */
export function RoleDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const assign = useAssignRole();
  const form = useForm<RoleAssignment>({
    resolver: zodResolver(RoleAssignmentSchema),
    defaultValues: { role: user.role ?? undefined },
    // The notice says what is missing; the focus stays where it was.
    shouldFocusError: false,
  });

  // 'Please select a role' stays as long as other short notices, not the 8 seconds of the form notices.
  const notifyMissingRole = (errors: FieldErrors<RoleAssignment>) =>
    notify.error(messages.validationError, firstFormError(errors));

  const save = ({ role }: RoleAssignment) =>
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

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{user.role ? 'Change Role' : 'Assign Role'}</DialogTitle>
          <DialogDescription>{user.email}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label id="role-select-label">Role</Label>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select value={field.value ?? ''} onValueChange={field.onChange}>
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
            )}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={form.handleSubmit(save, notifyMissingRole)} disabled={assign.isPending}>
            {assign.isPending ? 'Saving...' : 'Save Role'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
