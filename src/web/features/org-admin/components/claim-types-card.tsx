import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { adminMessages } from '@/domain/admin-messages';
import { type NewClaimType, type NewClaimTypeInput, NewClaimTypeSchema } from '@/domain/schemas/claim-type';
import { useClaimTypes } from '@/web/api/claim-types';
import { TotalLossBadge } from '@/web/components/claim-type-name';
import { FormCheckbox } from '@/web/components/form-checkbox';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { useAddClaimType, useRemoveClaimType } from '@/web/features/org-admin/api/claim-types';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { NamedItemList } from './named-item-list';

const EMPTY: NewClaimTypeInput = { claimType: '', isTotalLoss: false };

export function ClaimTypesCard() {
  const claimTypes = useClaimTypes();
  const add = useAddClaimType();
  const remove = useRemoveClaimType();
  const form = useForm<NewClaimTypeInput, unknown, NewClaimType>({
    resolver: zodResolver(NewClaimTypeSchema),
    defaultValues: EMPTY,
  });

  const onValid = (claimType: NewClaimType) =>
    add.mutate(claimType, {
      onSuccess: () => {
        notify.success(adminMessages.claimTypeAdded);
        form.reset(EMPTY);
      },
      onError: (error) => notifyFailure(adminMessages.errorAddingClaimType, error),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Manage Claim Types</CardTitle>
        <CardDescription>The claim types your handlers choose from at intake.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} className="grid gap-3">
          <div className="flex gap-2">
            <Input aria-label="New claim type" placeholder="New claim type" {...form.register('claimType')} />
            <Button type="submit" disabled={add.isPending || form.formState.isSubmitting}>
              Add
            </Button>
          </div>
          <div className="flex items-center gap-2">
            <FormCheckbox control={form.control} name="isTotalLoss" id="new-claim-type-total-loss" />
            <Label htmlFor="new-claim-type-total-loss">Total loss</Label>
          </div>
        </form>
        <NamedItemList
          label="Claim types"
          items={claimTypes.data?.map((type) => ({
            id: type.id,
            name: type.claimType,
            badge: type.isTotalLoss ? <TotalLossBadge /> : null,
          }))}
          loadError={claimTypes.error}
          loadFailedText={adminMessages.claimTypesLoadFailed}
          onRetry={() => void claimTypes.refetch()}
          emptyText="No claim types yet."
          removeTitle={adminMessages.removeClaimTypeTitle}
          removeText={adminMessages.removeClaimTypeText}
          isRemoving={remove.isPending}
          onRemove={(item, onRemoved) =>
            remove.mutate(item.id, {
              onSuccess: () => {
                onRemoved();
                notify.success(adminMessages.claimTypeRemoved, item.name);
              },
              onError: (error) => notifyFailure(adminMessages.errorRemovingClaimType, error),
            })
          }
        />
      </CardContent>
    </Card>
  );
}
