import { zodResolver } from '@hookform/resolvers/zod';
import { Bookmark, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type SavedView, SavedViewCreationSchema } from '@/domain/contracts/work-queue';
import { workQueueMessages as messages } from '@/domain/work-queue-messages';
import { FormDialog } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-input';
import { LoadStatus } from '@/web/components/load-status';
import { Button } from '@/web/components/ui/button';
import { useDeleteSavedView, useSavedViews, useSaveView } from '@/web/features/claims-review/api/saved-views';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

/** What a view holds: Claims Review's search and the filters set, as the address gives them. */
export interface ViewFilters {
  search: string;
  filters: Record<string, string>;
}

const NameSchema = z.object({ name: SavedViewCreationSchema.shape.name });
type NameValues = z.input<typeof NameSchema>;

/** The view's filters without the search, and its search (a view stores them together). */
function viewFilters(view: SavedView): ViewFilters {
  const { search = '', ...filters } = view.filters;
  return { search, filters: filters as Record<string, string> };
}

/**
 * Saved views: the handler's own named views of Claims Review (its search and filters); open one, delete one, or
 * save what is set now under a name.
 */
export function SavedViewsButton({
  current,
  onApply,
}: {
  current: ViewFilters;
  onApply: (view: ViewFilters) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Bookmark aria-hidden="true" /> Saved views
      </Button>
      {isOpen ? (
        <SavedViewsDialog
          current={current}
          onApply={(view) => {
            onApply(view);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function SavedViewsDialog({
  current,
  onApply,
  onClose,
}: {
  current: ViewFilters;
  onApply: (view: ViewFilters) => void;
  onClose: () => void;
}) {
  const views = useSavedViews();
  const save = useSaveView();
  const remove = useDeleteSavedView();
  const form = useForm<NameValues>({ resolver: zodResolver(NameSchema), defaultValues: { name: '' } });
  const onSave = ({ name }: NameValues) =>
    save.mutate(
      { name, filters: { ...current.filters, ...(current.search ? { search: current.search } : {}) } },
      {
        onSuccess: (view) => {
          notify.success(messages.viewSaved, view.name);
          form.reset();
        },
        onError: (error) => notifyFailure(messages.viewSaveFailed, error),
      },
    );
  const onDelete = (view: SavedView) =>
    remove.mutate(view.id, {
      onSuccess: () => notify.success(messages.viewDeleted, view.name),
      onError: (error) => notifyFailure(messages.viewDeleteFailed, error),
    });

  return (
    <FormDialog title="Saved views" description={messages.savedViewsDescription} onClose={onClose}>
      <LoadStatus query={views} loadingLabel="Loading saved views" failure={messages.viewsLoadFailed} />
      {views.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">{messages.noSavedViews}</p>
      ) : null}
      {views.data?.length ? (
        <ul aria-label="Your saved views" className="grid gap-1">
          {views.data.map((view) => (
            <li key={view.id} className="flex items-center gap-2">
              <Button
                type="button"
                variant="link"
                size="text"
                align="start"
                className="min-w-0 flex-1 truncate py-2"
                onClick={() => onApply(viewFilters(view))}
              >
                {view.name}
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Delete ${view.name}`}
                disabled={remove.isPending}
                onClick={() => onDelete(view)}
              >
                <Trash2 className="text-destructive" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        noValidate
        onSubmit={form.handleSubmit(onSave, notifyFirstFormError)}
        className="flex flex-wrap items-end gap-2 border-t pt-4"
      >
        <div className="min-w-48 flex-1">
          <FormInput
            form={form}
            name="name"
            id="saved-view-name"
            label="Save the current search and filters as"
            placeholder="My overdue referrals"
            errorDisplay="described"
          />
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save view'}
        </Button>
      </form>
    </FormDialog>
  );
}
