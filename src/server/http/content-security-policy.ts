/**
 * The Content-Security-Policy of an HTML page: scripts only from our origin plus the page's own inline scripts
 * (the theme and splash scripts that must run before the first paint), allowed by their SHA-256 hashes.
 * Structured data (`application/ld+json`) is not executed and needs no hash.
 */
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The `'sha256-…'` sources of the executable inline scripts in `html`. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/type=["']?application\/ld\+json/i.test(attributes ?? '')) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/** The policy for a page whose HTML is `html`. */
export function contentSecurityPolicy(html: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    // React sets style attributes (animation delays) and the toast library injects its stylesheet.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
