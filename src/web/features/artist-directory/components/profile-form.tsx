/**
 * The own profile's form (training-program.md §2 item 8, §5 "Profile genres", §7 "insert or update own", §8
 * 'Profile updated successfully' / 'Failed to save profile'): validated by the shared schema, sent whole, the
 * server's field messages shown on the fields; a failure keeps what was typed.
 */
import { Loader2 } from 'lucide-react';
import { ARTIST_PROFILE_LIMITS as L } from '@shared/limits/directory';
import { directoryMessages as m } from '@shared/messages/directory';
import {
  artistProfileFormSchema,
  artistProfileFormValues,
  type ArtistProfile,
  type ArtistProfileFormInput,
} from '@shared/schemas/artist-profile';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useApiForm } from '@web/lib/use-api-form';
import { useSaveOwnProfile } from '../api/save-own-profile';

type Field = keyof ArtistProfileFormInput;

/** Form order: the first field the server rejects takes focus. */
const FIELDS: readonly Field[] = [
  'stageName',
  'location',
  'genres',
  'bio',
  'websiteUrl',
  'spotifyUrl',
  'youtubeUrl',
  'instagramUrl',
  'isPublic',
];

const LINK_PLACEHOLDERS: Partial<Record<Field, string>> = {
  websiteUrl: 'https://yourname.com',
  spotifyUrl: 'https://open.spotify.com/artist/…',
  youtubeUrl: 'https://www.youtube.com/@yourname',
  instagramUrl: 'https://www.instagram.com/yourname',
};

export interface ProfileFormProps {
  profile: ArtistProfile | null;
  /** After a save, or on Cancel. */
  onDone: () => void;
}

export function ProfileForm({ profile, onDone }: ProfileFormProps) {
  const { form, submitting, prerenderPass, submitRef, onSubmit } = useApiForm({
    schema: artistProfileFormSchema,
    empty: artistProfileFormValues(profile),
    mutation: useSaveOwnProfile(),
    fields: FIELDS,
    success: { title: m.saved },
    failure: () => ({ title: m.saveFailure }),
    keepValues: true,
    onSuccess: () => onDone(),
  });
  const {
    register,
    formState: { errors },
  } = form;

  const text = (name: Field, label: string, max: number, options: { hint?: string; type?: string } = {}) => (
    <FormField id={`profile-${name}`} label={label} hint={options.hint} error={errors[name]?.message}>
      {(control) => (
        <Input
          {...control}
          {...register(name)}
          type={options.type ?? 'text'}
          maxLength={max}
          placeholder={LINK_PLACEHOLDERS[name]}
          disabled={submitting}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit()} className="grid gap-4" aria-label={m.yourProfile}>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('stageName', m.labels.stageName, L.stageName)}
        {text('location', m.labels.location, L.location)}
      </div>
      {text('genres', m.labels.genres, L.genres * (L.genre + 2), { hint: m.labels.genresHint })}
      <FormField id="profile-bio" label={m.labels.bio} error={errors.bio?.message}>
        {(control) => (
          <Textarea {...control} {...register('bio')} rows={4} maxLength={L.bio} disabled={submitting} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('websiteUrl', m.labels.websiteUrl, L.url, { type: 'url' })}
        {text('spotifyUrl', m.labels.spotifyUrl, L.url, { type: 'url' })}
        {text('youtubeUrl', m.labels.youtubeUrl, L.url, { type: 'url' })}
        {text('instagramUrl', m.labels.instagramUrl, L.url, { type: 'url' })}
      </div>
      <div className="grid gap-1">
        <div className="flex items-center gap-2">
          <Checkbox
            id="profile-isPublic"
            {...register('isPublic')}
            disabled={submitting}
            aria-describedby="profile-isPublic-hint"
          />
          <Label htmlFor="profile-isPublic">{m.labels.isPublic}</Label>
        </div>
        <p id="profile-isPublic-hint" className="text-xs text-muted-foreground">
          {m.publicHint}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button ref={submitRef} type="submit" disabled={submitting || prerenderPass}>
          {submitting && <Loader2 aria-hidden className="animate-spin" />}
          {m.saveProfile}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={submitting}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
