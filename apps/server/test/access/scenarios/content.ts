import { randomBytes } from 'node:crypto';
import type { Scenarios } from '../scenario';
import type { World } from '../world';

const slug = () => `access-${randomBytes(5).toString('hex')}`;

/** A fresh draft per caller, made by the world's admin, so one caller's edit never changes another's answer. */
async function freshContent(w: World): Promise<string> {
  const res = await w.actors.admin.client.post('/v1/content', { type: 'page', title: 'Access page', slug: slug() });
  if (res.status !== 201) throw new Error(`could not create content: ${res.status} ${res.text}`);
  return res.body.id as string;
}

/** Content, the builder proxy and the contact form (issue 17, decision 034): staff write, anyone reads and writes to us. */
export const contentScenarios: Scenarios = {
  'POST /v1/content': () => ({ path: '/v1/content', json: { type: 'blog', title: 'Access post', slug: slug() } }),
  'POST /v1/content/:id': async (w) => ({ path: `/v1/content/${await freshContent(w)}`, json: { title: 'Edited' } }),
  'GET /v1/content/:id': () => ({ path: '/v1/content/terms' }),
  'GET /v1/content': () => ({ path: '/v1/content?type=blog' }),
  'GET /v1/builder/content/:model': () => ({ path: '/v1/builder/content/page?urlPath=%2Fprivacy%2Fterms' }),
  'POST /v1/builder/cache/clear': () => ({ path: '/v1/builder/cache/clear', json: {} }),
  'POST /v1/form/contact': () => ({
    path: '/v1/form/contact',
    json: {
      data: JSON.stringify({
        name: 'Access Check',
        email: 'access@revy.example',
        topic: 'other',
        message: 'Checking who may write to the team.',
      }),
    },
  }),
};
