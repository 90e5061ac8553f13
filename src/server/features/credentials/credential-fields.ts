/**
 * Reading the fields of a credential someone sent (issue "Certificates that anyone can verify without asking us:
 * Open Badges 3.0 credentials"): a parsed JSON value of unknown shape, read defensively for the check's answer.
 */

/** The certificate id of one of our credentials: the end of its id `${publicUrl}/verify/<id>`. */
export function certificateIdOf(credential: Record<string, unknown>, publicUrl: string): string | undefined {
  const prefix = `${publicUrl}/verify/`;
  if (typeof credential.id !== 'string' || !credential.id.startsWith(prefix)) return undefined;
  try {
    return decodeURIComponent(credential.id.slice(prefix.length));
  } catch {
    return undefined;
  }
}

/** A string at `path` of a JSON value, or undefined. */
export function textAt(value: unknown, ...path: string[]): string | undefined {
  let at = value;
  for (const key of path)
    at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return typeof at === 'string' ? at : undefined;
}

/** The credential's issuer id: `issuer` as a string or `issuer.id`. */
export function issuerIdOf(credential: Record<string, unknown>): string | undefined {
  return typeof credential.issuer === 'string' ? credential.issuer : textAt(credential, 'issuer', 'id');
}

/** `{ [key]: value }`, or nothing when `value` is undefined. */
export const optional = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>;
