import { randomBytes } from 'node:crypto';
import type { Scenarios } from '../scenario';
import type { World } from '../world';

/** A fresh setting per caller, made by the world's admin, so one caller's write never changes another's answer. */
async function freshSetting(w: World): Promise<string> {
  const res = await w.actors.admin.client.post('/v1/config', {
    name: `access.${randomBytes(4).toString('hex')}`,
    type: 'string',
    value: 'on',
  });
  if (res.status !== 201) throw new Error(`could not create a setting: ${res.status} ${res.text}`);
  return res.body.id as string;
}

/** A known setting's row, there from the start: a GET scenario must not create anything. */
async function existingSetting(w: World): Promise<string> {
  const res = await w.actors.admin.client.get('/v1/config/name/supportEmail');
  if (res.status !== 200) throw new Error(`no supportEmail row: ${res.status} ${res.text}`);
  return res.body.id as string;
}

/** Settings (issue 16, decision 028): staff read, admins write, a public setting by name for anyone. */
export const configScenarios: Scenarios = {
  'GET /v1/config': () => ({ path: '/v1/config' }),
  'POST /v1/config': () => ({
    path: '/v1/config',
    json: { name: `access.${randomBytes(4).toString('hex')}`, type: 'number', value: '1' },
  }),
  'GET /v1/config/name/:name': () => ({ path: '/v1/config/name/supportEmail' }),
  'GET /v1/config/:id': async (w) => ({ path: `/v1/config/${await existingSetting(w)}` }),
  'PUT /v1/config/:id': async (w) => ({ path: `/v1/config/${await freshSetting(w)}`, json: { value: 'off' } }),
  'PATCH /v1/config/:id/description': async (w) => ({
    path: `/v1/config/${await freshSetting(w)}/description`,
    json: { description: 'Checked by the access table' },
  }),
  'DELETE /v1/config/:id': async (w) => ({ path: `/v1/config/${await freshSetting(w)}` }),
};
