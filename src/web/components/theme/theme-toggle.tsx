import { Moon, Sun } from 'lucide-react';
import { siteMessages } from '@shared/messages/site';
import { Button } from '@web/components/ui/button';
import { useTheme } from './theme-context';

/** Flips light and dark (§2.2). Both icons are rendered and CSS shows the right one, so prerendered HTML matches. */
export function ThemeToggle() {
  const { toggleTheme } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label={siteMessages.toggleTheme}
      title={siteMessages.toggleTheme}
    >
      <Sun className="hidden dark:block" aria-hidden />
      <Moon className="block dark:hidden" aria-hidden />
    </Button>
  );
}
