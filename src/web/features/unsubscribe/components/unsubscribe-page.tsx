/**
 * `/unsubscribe?token=…` (issue "Staff operations" item 6): where a progress email's unsubscribe link leads. Anyone
 * holding the link may use it, signed in or not. Opening the page changes nothing (a link scanner or prefetcher may
 * open it); the button turns reminders off, then the page says so. A link that is incomplete or was changed says
 * that plainly, before or after the button; any other failure keeps the button to try again.
 */
import { BellOff, CircleCheck, Link2Off, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { unsubscribeMessages as m } from '@shared/messages/emails';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

export function UnsubscribePage({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const refused = unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400;
  const outcome = useRef<HTMLHeadingElement>(null);
  const done = unsubscribe.isSuccess;

  // The button is gone once answered: the outcome's heading takes its focus.
  useEffect(() => {
    if (done || refused) outcome.current?.focus();
  }, [done, refused]);

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold">{m.title}</h1>
      {done ? (
        <Card>
          <CardHeader className="flex flex-row items-center gap-3">
            <CircleCheck aria-hidden className="size-6 shrink-0 text-success" />
            <h2 ref={outcome} tabIndex={-1} className="text-xl font-semibold focus-visible:outline-none">
              {m.doneTitle}
            </h2>
          </CardHeader>
          <CardContent>
            <p>{m.doneText}</p>
          </CardContent>
        </Card>
      ) : !token || refused ? (
        <Card role="alert">
          <CardHeader className="flex flex-row items-center gap-3">
            <Link2Off aria-hidden className="size-6 shrink-0 text-error" />
            <h2 ref={outcome} tabIndex={-1} className="text-xl font-semibold focus-visible:outline-none">
              {m.invalidTitle}
            </h2>
          </CardHeader>
          <CardContent>
            <p>{m.invalidText}</p>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent className="space-y-4 pt-6">
            <p>{m.intro}</p>
            <Button
              type="button"
              onClick={() => unsubscribe.mutate(token)}
              disabled={unsubscribe.isPending}
              aria-busy={unsubscribe.isPending}
            >
              {unsubscribe.isPending ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <BellOff aria-hidden />
              )}
              {unsubscribe.isPending ? m.pending : m.confirm}
            </Button>
            {unsubscribe.isError && (
              <p role="alert" className="text-sm text-error">
                {m.failure}
              </p>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
