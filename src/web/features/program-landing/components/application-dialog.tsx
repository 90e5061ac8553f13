/**
 * The application dialog (training-program.md §2 item 2, §4 "Application dialog", §5 "Application", §8
 * "Application"): the application form (./application-form) with Cancel and Submit Application. A success shows
 * 'Application Submitted!', resets the form and closes the dialog; closing the dialog otherwise keeps the input, for
 * the next time it opens.
 *
 * Loaded on first use (./application-dialog-loader), hence the default export. Without JavaScript the same form is
 * in the page's `#apply` section (./application-section).
 */
import { applicationFormMessages as t } from '@shared/messages/program';
import { requiredFieldsNote } from '@shared/messages/forms';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { ApplicationForm } from './application-form';

export interface ApplicationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Moves focus back to the button that opened the dialog, once it has closed. */
  returnFocus: () => void;
}

/** The dialog with the application form (§2 item 2). */
export default function ApplicationDialog({ open, onOpenChange, returnFocus }: ApplicationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>
            {t.lead} {requiredFieldsNote.before} <span aria-hidden>*</span>
            <span className="sr-only">{requiredFieldsNote.asterisk}</span> {requiredFieldsNote.after}
          </DialogDescription>
        </DialogHeader>
        <ApplicationForm
          idPrefix="application"
          hidden={!open}
          onSubmitted={() => onOpenChange(false)}
          cancel={
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t.cancel}
              </Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
