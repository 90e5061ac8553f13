/**
 * The featured tracks of the kit (items 1 and 2): the learner's own tracks, each with a checkbox to feature it,
 * and the featured ones in the order the page plays them, moved with Up and Down. Without tracks, it says where to
 * upload one.
 */
import { ArrowDown, ArrowUp, Loader2, Music } from 'lucide-react';
import { Link } from 'react-router';
import { PRESS_KIT_LIMITS as L } from '@shared/limits/press-kits';
import { pressKitEditorMessages as m } from '@shared/messages/press-kit-pages';
import type { Track } from '@shared/schemas/tracks';
import { LoadFailure } from '@web/components/load-failure';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FieldError } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { useOwnTracks } from '../api/list-own-tracks';

export interface FeaturedTracksFieldProps {
  /** The featured track ids, in order. */
  value: string[];
  onChange: (ids: string[]) => void;
  /** Titles of featured tracks the list does not hold (the kit's own answer). */
  knownTitles: ReadonlyMap<string, string>;
  error?: string;
  disabled?: boolean;
}

/** Moves the item at `index` by `step` places. */
function moved(ids: string[], index: number, step: -1 | 1): string[] {
  const next = [...ids];
  const [item] = next.splice(index, 1);
  next.splice(index + step, 0, item!);
  return next;
}

/** The field; `value` and `onChange` are the form's. */
export function FeaturedTracksField({
  value,
  onChange,
  knownTitles,
  error,
  disabled,
}: FeaturedTracksFieldProps) {
  const tracks = useOwnTracks();
  const titleOf = (id: string) =>
    tracks.data?.find((track) => track.id === id)?.title ?? knownTitles.get(id) ?? id;
  const toggle = (track: Track, on: boolean) =>
    onChange(on ? [...value, track.id] : value.filter((id) => id !== track.id));

  return (
    <fieldset className="grid gap-3" aria-describedby="press-kit-tracks-hint">
      <legend className="text-sm leading-none font-medium">{m.labels.featuredTracks}</legend>
      <p id="press-kit-tracks-hint" className="text-xs text-muted-foreground">
        {m.hints.featuredTracks}
      </p>
      {tracks.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {m.tracks.loading}
        </p>
      )}
      {tracks.isError && (
        <LoadFailure
          text={m.tracks.loadFailure}
          onRetry={() => void tracks.refetch()}
          retrying={tracks.isFetching}
        />
      )}
      {tracks.data && tracks.data.length === 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed p-4 text-sm">
          <Music aria-hidden className="size-5 text-muted-foreground" />
          <p className="flex-1">
            {m.tracks.empty} {m.tracks.uploadHint}
          </p>
          <Link to="/tracks" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {m.tracks.uploadLink}
          </Link>
        </div>
      )}
      {tracks.data && tracks.data.length > 0 && (
        <ul className="grid gap-2">
          {tracks.data.map((track) => {
            const id = `press-kit-track-${track.id}`;
            const checked = value.includes(track.id);
            return (
              <li key={track.id} className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={checked}
                  disabled={disabled || (!checked && value.length >= L.featuredTracks)}
                  onChange={(event) => toggle(track, event.target.checked)}
                />
                <Label htmlFor={id} className="font-normal">
                  {track.title}
                  {track.versions.length === 0 && (
                    <span className="ml-2 text-xs text-muted-foreground">({m.tracks.noVersion})</span>
                  )}
                </Label>
              </li>
            );
          })}
        </ul>
      )}
      {value.length > 1 && (
        <ol className="grid gap-1 rounded-md border p-2" aria-label={m.labels.featuredTracks}>
          {value.map((id, index) => (
            <li key={id} className="flex items-center gap-2 text-sm">
              <span className="w-5 text-right text-muted-foreground tabular-nums">{index + 1}.</span>
              <span className="min-w-0 flex-1 truncate">{titleOf(id)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={m.tracks.moveUp(titleOf(id))}
                disabled={disabled || index === 0}
                onClick={() => onChange(moved(value, index, -1))}
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={m.tracks.moveDown(titleOf(id))}
                disabled={disabled || index === value.length - 1}
                onClick={() => onChange(moved(value, index, 1))}
              >
                <ArrowDown aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      )}
      {error && <FieldError>{error}</FieldError>}
    </fieldset>
  );
}
