/**
 * A public form's lasting confirmation (docs/decisions/0001 "Forms without JavaScript"): what the form shows in its
 * place on the page the server answers a stored submission with (`?submitted=1`), with the spec's confirmation text,
 * and a button back to an empty form. The button submits a `GET` form to the page itself, so it works before and
 * without the scripts; with them it shows the empty form in place.
 */
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';

export interface FormConfirmationProps {
  title: string;
  text: string;
  /** A line under the text that says what happens next (the intake's reply time), if the form has one. */
  note?: string;
  /** The page of the form (its `action`), loaded again by the button without JavaScript. */
  action: string;
  /** The button's label. */
  again: string;
  /** Shows the empty form again (with JavaScript). */
  onAgain: () => void;
  /** Moves focus to the heading when shown (after a submission sent by the page's script). */
  focusOnShow?: boolean;
}

/** The confirmation with its heading, text and way back to an empty form. */
export function FormConfirmation({
  title,
  text,
  note,
  action,
  again,
  onAgain,
  focusOnShow = false,
}: FormConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAgain();
  };
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center">
      <CircleCheck className="size-14 text-success" aria-hidden />
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-black tracking-tight focus:outline-none">
        {title}
      </h3>
      <p className="max-w-md text-muted-foreground">{text}</p>
      {note && <p className="max-w-md font-medium">{note}</p>}
      <form method="get" action={action} onSubmit={onSubmit}>
        <Button type="submit" variant="outline" size="lg">
          {again}
        </Button>
      </form>
    </div>
  );
}
