/**
 * `GET /.well-known/did.json` (issue "Certificates that anyone can verify without asking us: Open Badges 3.0
 * credentials"; W3C did:web §3.2): the issuer's DID document, public, at the site's root, so that anyone resolving
 * the credentials' issuer `did:web:<host>` finds every key (old ones included) that signed them.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { didDocument } from './did-document';

/** The DID document's route, mounted at the app's root (not under `/api`). */
export function didDocumentRoutes(deps: Pick<AppDeps, 'issuer'>) {
  const app = new Hono();
  app.get('/.well-known/did.json', async (c) => {
    const { issuer } = deps;
    const document = didDocument(issuer.publicUrl, await issuer.keys());
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Access-Control-Allow-Origin', '*');
    return c.body(JSON.stringify(document, null, 2), 200, { 'Content-Type': 'application/did+json' });
  });
  return app;
}
