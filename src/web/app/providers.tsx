import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { ToasterProps } from 'sonner';
import { useTheme } from '@web/components/theme/theme-context';
import { ThemeProvider } from '@web/components/theme/theme-provider';
import { TOAST } from '@shared/constants';
import { newQueryClient } from '@web/lib/query-client';
import { onToastLibrary } from '@web/lib/toast';

/**
 * Toasts bottom-right, focused with Alt+T (§9). The viewport mounts once the toast library has loaded, which the
 * first toast does (lib/toast.ts), so a page that shows none never loads it (issue "Public pages fast on a phone"
 * item 1); toasts never exist in prerendered HTML. A toast raised before the viewport mounts is not lost: it shows
 * when the viewport subscribes.
 */
export function Toasts() {
  const { resolvedTheme } = useTheme();
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => onToastLibrary((loaded) => setToaster(() => loaded.Toaster)), []);
  if (!Toaster) return null;
  return (
    <Toaster
      position={TOAST.position}
      hotkey={[...TOAST.hotkey]}
      theme={resolvedTheme}
      richColors
      closeButton
    />
  );
}

/** App-wide providers: theme, server-state cache and toasts. Tooltips bring their own provider (ui/tooltip). */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(newQueryClient);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
