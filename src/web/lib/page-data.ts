/**
 * The data of a public page the server renders per request (docs/decisions/0004, "Pages rendered per request"):
 * `/epk/{slug}` with its kit, `/verify/{id}` with the verification. The server reads it (press-kits/page.ts,
 * certificates/page.ts) and hands it to the one render of public pages (entry-server.tsx); the page's route reads
 * it here and renders it as static HTML. Nothing of it reaches the browser but that HTML (and an island's own props).
 */
import { createContext, useContext } from 'react';
import type { CertificateVerification } from '@shared/schemas/certificates';
import type { CredentialCheck, StoredCredential } from '@shared/schemas/credentials';
import type { Epk } from '@shared/schemas/press-kits';

/** The data of each page rendered per request, by page. */
export type PageData =
  | {
      page: 'epk';
      kit: Epk;
    }
  | {
      page: 'verify';
      /** The id in the address, as asked. */
      certificateId: string;
      /** What anyone may know of the certificate; null when no certificate has this id. */
      verification: CertificateVerification | null;
      /** The certificate's stored Open Badges credential, verified on the server; null without a certificate. */
      credential?: StoredCredential | null;
      /** The check of a credential file posted without JavaScript (`POST /verify/{id}`): its answer, or why not. */
      check?: CredentialFileCheck | null;
    };

/** What the page shows under "Check a credential file" after a post without JavaScript. */
export interface CredentialFileCheck {
  /** The server's answer to the file. */
  answer?: CredentialCheck;
  /** Why the file was not checked (no file, too large, not JSON or PNG, too many checks). */
  error?: string;
}

const PageDataContext = createContext<PageData | null>(null);

/** Provides {@link PageData} to the page rendered on the server. */
export const PageDataProvider = PageDataContext.Provider;

/**
 * The data the server rendered the page `page` with, or null when there is none for it (e.g. the address was
 * rendered without data: the route then shows the not-found page).
 */
export function usePageData<K extends PageData['page']>(page: K): Extract<PageData, { page: K }> | null {
  const data = useContext(PageDataContext);
  return data?.page === page ? (data as Extract<PageData, { page: K }>) : null;
}
