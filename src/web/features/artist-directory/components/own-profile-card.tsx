/**
 * The member's own profile (training-program.md §2 item 8 "the user's own profile (view or edit)", §8): before it is
 * made, 'Create your artist profile to connect with other artists in the program.' and Create Profile; then the
 * card as others see it, with its visibility and Edit Profile.
 */
import { Eye, EyeOff, Pencil, UserPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { directoryMessages as m } from '@shared/messages/directory';
import { LoadFailure } from '@web/components/load-failure';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useOwnProfile } from '../api/get-own-profile';
import { ProfileCard } from './profile-card';
import { ProfileForm } from './profile-form';

export function OwnProfileCard() {
  const query = useOwnProfile();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <Card role="region" aria-labelledby="own-profile-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <h2 id="own-profile-title" className="text-xl font-bold">
          {m.yourProfile}
        </h2>
        {query.data?.profile && !editing && (
          <Badge variant={query.data.profile.isPublic ? 'default' : 'outline'}>
            {query.data.profile.isPublic ? (
              <Eye aria-hidden className="mr-1 size-3" />
            ) : (
              <EyeOff aria-hidden className="mr-1 size-3" />
            )}
            {query.data.profile.isPublic ? m.public : m.private}
          </Badge>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {query.isPending && (
          <div className="space-y-2" role="status">
            <span className="sr-only">{m.loading}</span>
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        )}
        {query.isError && (
          <LoadFailure
            text={m.loadFailure}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
        {query.data && editing && <ProfileForm profile={query.data.profile} onDone={stopEditing} />}
        {query.data && !editing && !query.data.profile && (
          <div className="space-y-3">
            <p className="text-muted-foreground">{m.createPrompt}</p>
            <Button ref={editButton} type="button" onClick={() => setEditing(true)}>
              <UserPlus aria-hidden />
              {m.createProfile}
            </Button>
          </div>
        )}
        {query.data && !editing && query.data.profile && (
          <div className="space-y-3">
            <ProfileCard profile={query.data.profile} />
            <Button ref={editButton} type="button" variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              {m.editProfile}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
