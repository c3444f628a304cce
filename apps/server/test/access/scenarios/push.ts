import type { Scenarios } from '../scenario';
import { must, type World } from '../world';

let n = 0;
/** A push subscription body for a device of this walk (a new endpoint each time; keys of the right sizes). */
function device() {
  n++;
  return {
    endpoint: `https://push.example.com/send/access-walk-${n}-${Date.now()}`,
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  };
}

/** A fresh device of the owner's (for the delete that removes it). */
async function ownersDevice(w: World): Promise<string> {
  return must(await w.actors.owner.client.post('/v1/push/subscriptions', device()), 'push device').body.id as string;
}

/** Web Push (issue 19): the public key is public; devices are accounts' own (404 to everyone else, staff included). */
export const pushScenarios: Scenarios = {
  'GET /v1/push/public-key': () => ({ path: '/v1/push/public-key' }),
  'POST /v1/push/subscriptions': () => ({ path: '/v1/push/subscriptions', json: device() }),
  'GET /v1/push/subscriptions': () => ({ path: '/v1/push/subscriptions' }),
  'POST /v1/push/subscriptions/remove': () => ({
    path: '/v1/push/subscriptions/remove',
    json: { endpoint: device().endpoint },
  }),
  'DELETE /v1/push/subscriptions/:id': async (w) => ({ path: `/v1/push/subscriptions/${await ownersDevice(w)}` }),
};
