/**
 * Publishing the press kit (item 1): whether it is public, its address with a copy button, a field to choose
 * another address (a taken, reserved or unsafe one is refused on the field), Publish or Make private, the public
 * page and the PDF.
 */
import { Download, ExternalLink, Eye, EyeOff, Loader2 } from 'lucide-react';
import { SLUG_LENGTH } from '@shared/limits/press-kits';
import { pressKitEditorMessages as m } from '@shared/messages/press-kit-pages';
import type { OwnPressKit } from '@shared/schemas/press-kits';
import { CopyButton } from '@web/components/copy-button';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NewTabHint } from '@web/components/new-tab-hint';
import { FormMessage } from '@web/lib/auth/components/form-message';
import { toast } from '@web/lib/toast';
import { useApiForm } from '@web/lib/use-api-form';
import { useSetPublication } from '../api/set-publication';
import { publicationFormSchema } from '../utils/publication-form-schema';

export interface PublicationCardProps {
  kit: OwnPressKit;
  /** The kit's form has unsaved changes (publishing publishes what is saved). */
  unsaved: boolean;
}

/** The publication card of the editor. */
export function PublicationCard({ kit, unsaved }: PublicationCardProps) {
  const { form, submitting, prerenderPass, submitRef, onSubmit, message } = useApiForm({
    schema: publicationFormSchema(kit.slug),
    empty: { slug: kit.slug, published: kit.isPublished },
    mutation: useSetPublication(),
    fields: ['slug'],
    message: { failure: (error) => error.message || m.publication.failure },
    keepValues: true,
    onSuccess: (saved) => {
      toast.success(saved.isPublished ? m.publication.publishedToast : m.publication.unpublishedToast);
      form.reset({ slug: saved.slug, published: saved.isPublished });
    },
  });
  const {
    register,
    setValue,
    formState: { errors },
  } = form;
  const submitAs = (published: boolean) => () => setValue('published', published);

  return (
    <Card role="region" aria-labelledby="press-kit-publication-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <h2 id="press-kit-publication-title" className="text-xl font-bold">
          {m.publication.title}
        </h2>
        <Badge variant={kit.isPublished ? 'default' : 'outline'}>
          {kit.isPublished ? (
            <Eye aria-hidden className="mr-1 size-3" />
          ) : (
            <EyeOff aria-hidden className="mr-1 size-3" />
          )}
          {kit.isPublished ? m.publication.published : m.publication.private}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">
            {kit.isPublished ? m.publication.publishedLead : m.publication.privateLead}
          </p>
          <p className="flex items-center gap-1">
            <span className="min-w-0 font-mono text-sm break-all" data-testid="press-kit-address">
              {kit.pageUrl}
            </span>
            <CopyButton text={kit.pageUrl} label={m.publication.copyLabel} />
          </p>
        </div>
        <form noValidate onSubmit={onSubmit()} aria-label={m.publication.title} className="grid gap-3">
          <FormField
            id="press-kit-slug"
            label={m.labels.slug}
            hint={m.hints.slug}
            error={errors.slug?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...register('slug')}
                autoComplete="off"
                spellCheck={false}
                maxLength={SLUG_LENGTH.max}
                disabled={submitting}
              />
            )}
          </FormField>
          {unsaved && <p className="text-sm text-muted-foreground">{m.publication.saveFirst}</p>}
          <div className="flex flex-wrap gap-2">
            <Button
              ref={submitRef}
              type="submit"
              onClick={submitAs(true)}
              disabled={submitting || prerenderPass}
            >
              {submitting && <Loader2 aria-hidden className="animate-spin" />}
              {kit.isPublished ? m.publication.changeAddress : m.publication.publish}
            </Button>
            {kit.isPublished && (
              <Button type="submit" variant="outline" onClick={submitAs(false)} disabled={submitting}>
                {m.publication.unpublish}
              </Button>
            )}
          </div>
          {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        </form>
        <div className="flex flex-wrap gap-2 border-t pt-4">
          <a
            href={new URL(kit.pageUrl).pathname}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <ExternalLink aria-hidden />
            {m.open}
            <NewTabHint />
          </a>
          <a href={kit.pdfUrl} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Download aria-hidden />
            {m.downloadPdf}
          </a>
        </div>
      </CardContent>
    </Card>
  );
}
