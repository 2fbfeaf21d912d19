import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { adminMessages } from '@/domain/admin-messages';
import { type NewDenialReason, NewDenialReasonSchema } from '@/domain/schemas/denial-reason';
import { useDenialReasons } from '@/web/api/denial-reasons';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { useAddDenialReason, useRemoveDenialReason } from '@/web/features/org-admin/api/denial-reasons';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { NamedItemList } from './named-item-list';

export function DenialReasonsCard() {
  const reasons = useDenialReasons();
  const add = useAddDenialReason();
  const remove = useRemoveDenialReason();
  const form = useForm<NewDenialReason>({
    resolver: zodResolver(NewDenialReasonSchema),
    defaultValues: { denialReason: '' },
  });

  const onValid = (reason: NewDenialReason) =>
    add.mutate(reason, {
      onSuccess: () => {
        notify.success(adminMessages.denialReasonAdded);
        form.reset({ denialReason: '' });
      },
      onError: (error) => notifyFailure(adminMessages.errorAddingDenialReason, error),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Manage Denial Reasons</CardTitle>
        <CardDescription>The reasons offered when a claim is denied.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} className="flex gap-2">
          <Input
            aria-label="New denial reason"
            placeholder="New denial reason"
            {...form.register('denialReason')}
          />
          <Button type="submit" disabled={add.isPending || form.formState.isSubmitting}>
            Add
          </Button>
        </form>
        <NamedItemList
          label="Denial reasons"
          items={reasons.data?.map((reason) => ({ id: reason.id, name: reason.denialReason }))}
          loadError={reasons.error}
          loadFailedText={adminMessages.denialReasonsLoadFailed}
          onRetry={() => void reasons.refetch()}
          emptyText="No denial reasons yet."
          removeTitle={adminMessages.removeDenialReasonTitle}
          removeText={adminMessages.removeDenialReasonText}
          isRemoving={remove.isPending}
          onRemove={(item, onRemoved) =>
            remove.mutate(item.id, {
              onSuccess: () => {
                onRemoved();
                notify.success(adminMessages.denialReasonRemoved, item.name);
              },
              onError: (error) => notifyFailure(adminMessages.errorRemovingDenialReason, error),
            })
          }
        />
      </CardContent>
    </Card>
  );
}
