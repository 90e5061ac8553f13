/**
 * A module's title, description and introduction in the Modules tab (issue "Staff operations" item 5;
 * training-program.md §3 "Module", a modules row; docs/decisions/0017): the description and introduction as learners
 * see them, a badge once staff edited them (a restart keeps them), and Edit texts, which opens a form in their place
 * with the three fields. A refused save keeps what was typed and shows the server's messages on the fields.
 */
import { Loader2, Pencil, Save, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ADMIN_MODULE_LIMITS } from '@shared/limits/admin';
import { adminModuleMessages as t } from '@shared/messages/admin';
import type { AdminModule } from '@shared/schemas/admin';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useApiForm } from '@web/lib/use-api-form';
import { useEditModuleTexts } from '../api/edit-module';
import { moduleTextsFormSchema, type ModuleTextsFormValues } from '../utils/form-schemas';

const FIELDS = ['title', 'description', 'introduction'] as const;

export function ModuleTexts({ module }: { module: AdminModule }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Focus goes back to Edit texts once the form is gone: after the commit that mounts the button again, however
  // late the mutation's answer lets React render it.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  if (editing) return <ModuleTextsForm module={module} onDone={close} />;
  return (
    <div className="grid gap-2">
      {module.staffEditedAt && (
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{t.staffEdited}</Badge>
          <span className="text-xs text-muted-foreground">{t.staffEditedHint}</span>
        </div>
      )}
      <p className="text-sm whitespace-pre-line">{module.description}</p>
      <p className="text-sm whitespace-pre-line text-muted-foreground">{module.introduction}</p>
      <div>
        <Button ref={editButton} type="button" size="sm" variant="outline" onClick={() => setEditing(true)}>
          <Pencil aria-hidden />
          {t.editTexts}
          <span className="sr-only"> {module.title}</span>
        </Button>
      </div>
    </div>
  );
}

function ModuleTextsForm({ module, onDone }: { module: AdminModule; onDone: () => void }) {
  const mutation = useEditModuleTexts(module.id);
  const empty: ModuleTextsFormValues = {
    title: module.title,
    description: module.description,
    introduction: module.introduction,
  };
  const { form, submitting, prerenderPass, submitRef, onSubmit } = useApiForm({
    schema: moduleTextsFormSchema,
    empty,
    mutation,
    fields: FIELDS,
    keepValues: true,
    success: { title: t.updated },
    failure: (error) => ({ title: t.updateFailure, text: error.message }),
    onSuccess: () => onDone(),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const id = `module-${module.id}-texts`;
  const headingId = useId();
  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={onSubmit()}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !submitting) {
          event.stopPropagation();
          onDone();
        }
      }}
      className="grid gap-4 rounded-lg bg-muted/40 p-3"
    >
      <h4 id={headingId} className="font-semibold">
        {t.texts}
      </h4>
      <FormField id={`${id}-title`} label={t.titleLabel} required error={errors.title?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('title')}
            maxLength={ADMIN_MODULE_LIMITS.title}
            autoComplete="off"
            disabled={submitting}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-description`}
        label={t.descriptionLabel}
        required
        error={errors.description?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            {...register('description')}
            rows={3}
            maxLength={ADMIN_MODULE_LIMITS.description}
            disabled={submitting}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-introduction`}
        label={t.introductionLabel}
        required
        error={errors.introduction?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            {...register('introduction')}
            rows={5}
            maxLength={ADMIN_MODULE_LIMITS.introduction}
            disabled={submitting}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button ref={submitRef} type="submit" size="sm" disabled={submitting || prerenderPass}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          {t.saveTexts}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={submitting} onClick={onDone}>
          <X aria-hidden />
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
