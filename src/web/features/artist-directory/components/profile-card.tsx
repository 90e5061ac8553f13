/**
 * A directory card (training-program.md §2 item 8, §9 "Directory cards show at most 3 genres then +N; bios are
 * clamped to 3 lines"): stage name, location, genres, bio and the artist's links (opening in a new tab).
 */
import { ExternalLink, MapPin } from 'lucide-react';
import { directoryMessages as m } from '@shared/messages/directory';
import type { ArtistProfile } from '@shared/schemas/artist-profile';
import { NewTabHint } from '@web/components/new-tab-hint';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { cardGenres, profileLinks } from '../utils/profile-card-parts';

export function ProfileCard({ profile }: { profile: ArtistProfile }) {
  const { shown, more } = cardGenres(profile.genres);
  return (
    <Card className="h-full">
      <CardHeader className="space-y-2">
        <CardTitle className="text-lg">{profile.stageName ?? m.yourProfile}</CardTitle>
        {profile.location && (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden className="size-4" />
            {profile.location}
          </p>
        )}
      </CardHeader>
      <CardContent className="space-y-3">
        {profile.genres.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={m.labels.genres}>
            {shown.map((genre) => (
              <li key={genre}>
                <Badge variant="secondary">{genre}</Badge>
              </li>
            ))}
            {more > 0 && (
              <li>
                <Badge variant="outline" aria-label={m.moreGenresLabel(more)}>
                  {m.moreGenres(more)}
                </Badge>
              </li>
            )}
          </ul>
        )}
        {profile.bio && <p className="line-clamp-3 text-sm text-muted-foreground">{profile.bio}</p>}
        {profileLinks(profile).length > 0 && (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {profileLinks(profile).map((link) => (
              <li key={link.label}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {link.label}
                  <ExternalLink aria-hidden className="size-3" />
                  <NewTabHint />
                </a>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
