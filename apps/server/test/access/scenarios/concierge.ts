import type { Scenarios } from '../scenario';

/** The concierge work queues (issue 16): staff read them, nobody else. */
export const conciergeScenarios: Scenarios = {
  'GET /v1/concierge/queues': () => ({ path: '/v1/concierge/queues' }),
  'GET /v1/concierge/queues/:type': () => ({ path: '/v1/concierge/queues/escalated' }),
};
