import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { ToasterProps } from 'sonner';
import { useTheme } from '@web/components/theme/theme-context';
import { ThemeProvider } from '@web/components/theme/theme-provider';
import { TOAST } from '@shared/constants';

/**
 * Toasts bottom-right, focused with Alt+T (§9). The toast library's viewport is fetched once the page is hydrated,
 * so it is not part of the script every page runs first (issue "Platform" item 11); toasts never exist in
 * prerendered HTML. A toast raised before the viewport mounts is not lost: it shows when the viewport subscribes.
 * Loaded by an effect rather than `lazy`: a render suspended on it held back the hydration of the page's own
 * content (for good under a paused test clock).
 */
function Toasts() {
  const { resolvedTheme } = useTheme();
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('sonner').then((module) => {
      if (mounted) setToaster(() => module.Toaster);
    });
    return () => {
      mounted = false;
    };
  }, []);
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
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1 }, mutations: { retry: 0 } },
      }),
  );
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
