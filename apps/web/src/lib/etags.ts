/**
 * The last ETag the API answered for each path (GET /v1/listing/{id} and its saves): the version
 * an editor started from, sent back as If-Match so a stale save is refused with 409 instead of
 * silently overwriting someone else's edit (decision 019).
 */
const etags = new Map<string, string>();

export const rememberEtag = (path: string, etag: string) => void etags.set(path, etag);
export const etagFor = (path: string): string | undefined => etags.get(path);
