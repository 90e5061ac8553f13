/**
 * 'Try again' after a failed load: shows a spinner and is disabled while the retry runs.
 */
import { Loader2, RefreshCw } from 'lucide-react';
import { siteMessages } from '@shared/messages/site';
import { Button, type ButtonProps } from '@web/components/ui/button';

export interface RetryButtonProps {
  onRetry: () => void;
  /** The retry is in flight. */
  retrying: boolean;
  size?: ButtonProps['size'];
  className?: string;
}

/** The 'Try again' button (see the module comment). */
export function RetryButton({ onRetry, retrying, size, className }: RetryButtonProps) {
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      className={className}
      onClick={onRetry}
      disabled={retrying}
    >
      {retrying ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
      {siteMessages.tryAgain}
    </Button>
  );
}
