/** Build-time entry: renders a route to HTML for prerendering (issue "Foundation" item 9). */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { Providers } from './app/providers';

/**
 * Renders the page at `url` with every lazy page resolved.
 *
 * @returns the HTML of `#root`'s content.
 */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <Providers>
          <AppRoutes />
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
