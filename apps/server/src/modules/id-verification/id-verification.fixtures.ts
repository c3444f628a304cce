import type { IdVerification } from '@revy/shared';
import type { TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories';
import type { TestClient } from '../../../test/http-client';
import { sendMultipart, smallJpeg } from '../assets/testing';

function must<T extends { status: number; text: string }>(res: T, what: string): T {
  if (res.status !== 200) throw new Error(`${what} failed: ${res.status} ${res.text}`);
  return res;
}

/** POST /v1/idVerification as `client`; the check's body. */
export async function startCheck(client: TestClient) {
  return must(await client.post('/v1/idVerification', {}), 'start ID check').body as IdVerification;
}

/** Sends both photos of a built-in check (a small JPEG each). */
export async function sendPhotos(client: TestClient, id: string) {
  const data = await smallJpeg();
  for (const kind of ['document', 'selfie'])
    must(await sendMultipart(client, `/v1/idVerification/${id}/image/${kind}`, {}, { data }), `upload ${kind}`);
}

/** A new person with a built-in check sent to staff (both photos, submitted). */
export async function submittedCheck(t: TestApp) {
  const person = await createSignedInUser(t, { firstName: 'Ida', lastName: 'Verify' });
  const check = await startCheck(person.client);
  await sendPhotos(person.client, check.id);
  must(await person.client.post(`/v1/idVerification/${check.id}/submit`), 'submit ID check');
  return { person, check };
}
