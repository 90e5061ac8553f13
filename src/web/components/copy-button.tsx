/**
 * An icon button that copies a text to the clipboard, named by a tooltip (700 ms delay, §9) and confirmed by a
 * toast. Used beside the addresses of the contact page (§2.9).
 */
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { copyMessages } from '@shared/messages/site';
import { Button } from '@web/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';

export interface CopyButtonProps {
  /** What is copied. */
  text: string;
  /** The button's name and tooltip, e.g. 'Copy address'. */
  label: string;
}

export function CopyButton({ text, label }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      const copiedToast = copyMessages.copied(text);
      toast.success(copiedToast.title, { description: copiedToast.text });
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      const failedToast = copyMessages.failed(text);
      toast.error(failedToast.title, { description: failedToast.text });
    }
  };
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`${label}: ${text}`}
          onClick={() => void copy()}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
