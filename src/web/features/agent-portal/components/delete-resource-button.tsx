/**
 * Deleting one resource (site-and-portals.md §5 "Resources", §8 "Resources"): the Delete button opens a modal
 * confirmation, 'Are you sure you want to delete this resource?'; confirming deletes it and toasts 'Success' /
 * 'Resource deleted successfully', or 'Error' / 'Failed to delete resource'.
 */
import { toast } from '@web/lib/toast';
import { resourceMessages as m } from '@shared/messages/departments';
import type { DepartmentResource } from '@shared/schemas/departments';
import { ConfirmDeleteButton } from '@web/components/confirm-delete-button';
import { useDeleteResource } from '../api/delete-resource';

export interface DeleteResourceButtonProps {
  slug: string;
  resource: DepartmentResource;
  /** After a deletion, once the list has reloaded without the resource (this button is gone by then). */
  onDeleted: () => void;
}

/** The Delete button and its confirmation dialog. */
export function DeleteResourceButton({ slug, resource, onDeleted }: DeleteResourceButtonProps) {
  const deletion = useDeleteResource(slug);
  const confirm = async () => {
    try {
      await deletion.mutateAsync(resource.id);
    } catch {
      toast.error(m.deleteFailure.title, { description: m.deleteFailure.text });
      return;
    }
    toast.success(m.deleteSuccess.title, { description: m.deleteSuccess.text });
    onDeleted();
  };
  return (
    <ConfirmDeleteButton
      itemName={resource.title}
      title={m.deleteTitle}
      description={
        <>
          {m.deleteConfirm}{' '}
          <span className="font-semibold break-words text-foreground">{resource.title}</span>
        </>
      }
      onConfirm={confirm}
      pending={deletion.isPending}
    />
  );
}
