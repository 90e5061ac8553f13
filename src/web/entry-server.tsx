/**
 * Server-side entry: renders a public page to HTML, at build time (prerender), or per request (a form's answer, and
 * the pages of data: `/epk/{slug}`, `/verify/{id}`; docs/decisions/0004).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { IslandStateProvider, type IslandState } from '@web/lib/island';
import { PageDataProvider, type PageData } from '@web/lib/page-data';
import { AppRoutes } from './app/app-routes';
import { Providers } from './app/providers';

/**
 * Renders the page at `url` with every lazy page resolved.
 *
 * @param state - state for the page's islands by island name (lib/island.tsx), e.g. a form's values and errors.
 * @param data - the data of a page rendered per request (lib/page-data.tsx), e.g. the press kit at `/epk/{slug}`.
 * @returns the HTML of `#root`'s content.
 */
export async function render(
  url: string,
  state: IslandState = {},
  data: PageData | null = null,
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <Providers>
          <PageDataProvider value={data}>
            <IslandStateProvider value={state}>
              <AppRoutes documents="render" />
            </IslandStateProvider>
          </PageDataProvider>
        </Providers>
      </StaticRouter>
    </StrictMode>,
    // One chunk: the page's HTML stays in place instead of being streamed after the footer.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
