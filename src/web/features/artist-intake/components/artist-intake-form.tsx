/**
 * The public artist intake form (site-and-portals.md §2.10, §4 "Intake ... forms", §5 "Intake form", §8
 * "Intake"), validated by the shared `artistIntakeSchema`. States: idle, submitting ('Submitting...', button and
 * fields disabled), success (toast, form cleared) or failure (toast, input kept).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { intakeMessages as m } from '@shared/messages';
import {
  type ArtistIntake,
  type ArtistIntakeInput,
  artistIntakeSchema,
  INTAKE_LIMITS,
} from '@shared/schemas/artist-intake';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { useSubmitArtistIntake } from '../api/submit-artist-intake';
import { useIsPrerenderPass } from '@web/lib/use-is-prerender-pass';

type FieldName = keyof ArtistIntakeInput;

/** Form order; the first field the server rejects takes focus. */
const FIELDS: readonly FieldName[] = [
  'stageName',
  'legalName',
  'email',
  'phone',
  'genres',
  'location',
  'musicalInfluences',
  'hasReleasedMusic',
  'socialHandles',
  'hasManagement',
  'goals',
  'challenges',
];

/** An empty form: every text blank, no yes/no answer chosen. */
const EMPTY: Required<ArtistIntakeInput> = {
  stageName: '',
  legalName: '',
  email: '',
  phone: '',
  genres: '',
  location: '',
  musicalInfluences: '',
  hasReleasedMusic: '',
  socialHandles: '',
  hasManagement: '',
  goals: '',
  challenges: '',
};

type FocusTarget = FieldName | 'submit' | 'heading';

export interface ArtistIntakeFormProps {
  /** Id of the heading that names the form; it takes focus after a successful submission. */
  headingId: string;
}

/** The intake form: stage name, legal name, email, phone, genres, location, influences, yes/no questions, goals. */
export function ArtistIntakeForm({ headingId }: ArtistIntakeFormProps) {
  // Before hydration the form cannot send JSON: submitting stays off until the scripts run.
  const prerenderPass = useIsPrerenderPass();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ArtistIntakeInput, unknown, ArtistIntake>({
    resolver: zodResolver(artistIntakeSchema),
    defaultValues: EMPTY,
  });
  const mutation = useSubmitArtistIntake();
  const submitting = mutation.isPending;
  const inFlight = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);

  // Disabled controls cannot take focus, so focus moves only once the form is enabled again.
  useEffect(() => {
    const target = focusNext.current;
    if (submitting || !target) return;
    focusNext.current = null;
    if (target === 'submit') submitRef.current?.focus();
    else if (target === 'heading') document.getElementById(headingId)?.focus();
    else setFocus(target);
  }, [submitting, setFocus, headingId]);

  const onValid = (values: ArtistIntake) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(values, {
      onSuccess: () => {
        toast.success(m.success.title, { description: m.success.text });
        reset(EMPTY);
        focusNext.current = 'heading';
      },
      onError: (error) => {
        toast.error(m.failure.title, { description: m.failure.text });
        const serverFields = error instanceof ApiError ? error.fields : {};
        const rejected = FIELDS.filter((field) => serverFields[field]);
        for (const field of rejected) setError(field, { type: 'server', message: serverFields[field] });
        focusNext.current = rejected[0] ?? 'submit';
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  return (
    <form
      // POST, so a submission before the scripts load never copies the input into the URL.
      method="post"
      noValidate
      aria-busy={submitting}
      aria-describedby="intake-required"
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <p id="intake-required" className="mb-6 text-sm text-muted-foreground">
        Fields marked <span aria-hidden>*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <fieldset disabled={submitting} className="grid gap-8">
        <legend className="sr-only">Artist intake application</legend>

        <div className="grid gap-5">
          <h3 className="text-lg font-bold">About you</h3>
          <div className="grid gap-5 md:grid-cols-2">
            <FormField id="intake-stage-name" label="Stage name" required error={errors.stageName?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('stageName')}
                  maxLength={INTAKE_LIMITS.stageName}
                  autoComplete="nickname"
                />
              )}
            </FormField>
            <FormField id="intake-legal-name" label="Legal name" required error={errors.legalName?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('legalName')}
                  maxLength={INTAKE_LIMITS.legalName}
                  autoComplete="name"
                />
              )}
            </FormField>
            <FormField id="intake-email" label="Email" required error={errors.email?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('email')}
                  maxLength={INTAKE_LIMITS.email}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                />
              )}
            </FormField>
            <FormField id="intake-phone" label="Phone" hint="Optional." error={errors.phone?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('phone')}
                  maxLength={INTAKE_LIMITS.phone}
                  type="tel"
                  autoComplete="tel"
                />
              )}
            </FormField>
            <FormField
              id="intake-location"
              label="Location"
              required
              hint="City and country, e.g. Atlanta, USA."
              error={errors.location?.message}
              className="md:col-span-2"
            >
              {(control) => (
                <Input
                  {...control}
                  {...register('location')}
                  maxLength={INTAKE_LIMITS.location}
                  autoComplete="address-level2"
                />
              )}
            </FormField>
          </div>
        </div>

        <div className="grid gap-5">
          <h3 className="text-lg font-bold">Your music</h3>
          <FormField
            id="intake-genres"
            label="Primary genres"
            required
            hint="Separate genres with commas, e.g. R&B, Afrobeats, Pop."
            error={errors.genres?.message}
          >
            {(control) => <Input {...control} {...register('genres')} maxLength={INTAKE_LIMITS.genres} />}
          </FormField>
          <FormField
            id="intake-influences"
            label="Musical influences"
            required
            hint="Artists, producers or records that shaped your sound."
            error={errors.musicalInfluences?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                {...register('musicalInfluences')}
                maxLength={INTAKE_LIMITS.musicalInfluences}
                rows={3}
              />
            )}
          </FormField>
          <div className="grid gap-5 md:grid-cols-2">
            <FormField
              id="intake-released-music"
              label="Have you released music?"
              hint="Optional."
              error={errors.hasReleasedMusic?.message}
            >
              {(control) => (
                <Select {...control} {...register('hasReleasedMusic')}>
                  <option value="">Choose an answer</option>
                  <option value="yes">Yes</option>
                  <option value="no">No</option>
                </Select>
              )}
            </FormField>
            <FormField
              id="intake-management"
              label="Do you have management?"
              hint="Optional."
              error={errors.hasManagement?.message}
            >
              {(control) => (
                <Select {...control} {...register('hasManagement')}>
                  <option value="">Choose an answer</option>
                  <option value="yes">Yes</option>
                  <option value="no">No</option>
                </Select>
              )}
            </FormField>
          </div>
          <FormField
            id="intake-social-handles"
            label="Social handles"
            hint="Optional. Instagram, TikTok, Spotify, YouTube: whatever you use."
            error={errors.socialHandles?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                {...register('socialHandles')}
                maxLength={INTAKE_LIMITS.socialHandles}
                rows={2}
              />
            )}
          </FormField>
        </div>

        <div className="grid gap-5">
          <h3 className="text-lg font-bold">Your goals</h3>
          <FormField
            id="intake-goals"
            label="Six-month goals"
            required
            hint="Where do you want your career to be six months from now?"
            error={errors.goals?.message}
          >
            {(control) => (
              <Textarea {...control} {...register('goals')} maxLength={INTAKE_LIMITS.goals} rows={4} />
            )}
          </FormField>
          <FormField
            id="intake-challenges"
            label="Top challenges"
            required
            hint="What is holding your music career back right now?"
            error={errors.challenges?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                {...register('challenges')}
                maxLength={INTAKE_LIMITS.challenges}
                rows={4}
              />
            )}
          </FormField>
        </div>

        <div>
          <Button
            ref={submitRef}
            type="submit"
            size="lg"
            className="w-full sm:w-auto"
            disabled={prerenderPass}
          >
            {submitting && <Loader2 className="animate-spin" aria-hidden />}
            {submitting ? 'Submitting...' : 'Submit Application'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
