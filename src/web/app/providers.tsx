import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from '@web/components/theme/theme-context';
import { ThemeProvider } from '@web/components/theme/theme-provider';
import { useIsPrerenderPass } from '@web/lib/use-is-prerender-pass';
import { TOAST } from '@shared/constants';

/** Toasts bottom-right, focused with Alt+T (§9). Mounted after hydration: toasts never exist in prerendered HTML. */
function Toasts() {
  const { resolvedTheme } = useTheme();
  if (useIsPrerenderPass()) return null;
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
