import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startFakeVpicServer } from '../../../test/fake-vpic-server';
import { createSignedInUser } from '../../../test/factories';
import { listingBody } from './listing.fixtures';

// The built-in vPIC data carries no equipment fields (decision 009), so these run against the online decoder's
// format, answered by a fake vPIC.
const RAV4 = '2T3BFREV0KW000000';
const F150 = '1FTFW1ET9DFC10312';

let fake: Awaited<ReturnType<typeof startFakeVpicServer>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeVpicServer({
    [RAV4]: {
      Make: 'TOYOTA',
      Model: 'RAV4',
      ModelYear: '2019',
      AdaptiveCruiseControl: 'Standard',
      BlindSpotMon: 'Standard',
      ParkAssist: 'Optional',
      KeylessIgnition: 'Not Applicable',
      LaneKeepSystem: '',
    },
    [F150]: { Make: 'FORD', Model: 'F-150', ModelYear: '2013', RearVisibilitySystem: 'Standard', TPMS: 'Direct' },
  });
  t = await buildTestApp({ config: { vinDecoderUrl: fake.url } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const { vehicle } = listingBody();

describe('equipment from the VIN on a listing saved through the API', () => {
  it('fills equipment from the decode when the seller sent none, and keeps a list the seller sent', async () => {
    const { client } = await createSignedInUser(t);
    const filled = await client.post('/v1/listing', { vinValue: RAV4, vehicle });
    expect(filled.status).toBe(200);
    expect(filled.body.vehicle.equipment).toEqual(['Adaptive cruise control', 'Blind-spot monitoring']);
    expect(filled.body.vinInfo.details).toMatchObject({ AdaptiveCruiseControl: 'Standard', ParkAssist: 'Optional' });

    const theirs = await client.post('/v1/listing', {
      vinValue: RAV4,
      vehicle: { ...vehicle, equipment: ['Sunroof'] },
    });
    expect(theirs.body.vehicle.equipment).toEqual(['Sunroof']);
    // An empty list is an answer too (the web form sends one after the seller unticks everything).
    const none = await client.post('/v1/listing', { vinValue: RAV4, vehicle: { ...vehicle, equipment: [] } });
    expect(none.body.vehicle.equipment).toEqual([]);
  });

  it('fills it when a PATCH sets the VIN on a listing without equipment, never over saved equipment', async () => {
    const { client } = await createSignedInUser(t);
    const bare = await client.post('/v1/listing', { vehicle });
    expect(bare.body.vehicle.equipment).toBeUndefined();
    const patched = await client.request('PATCH', `/v1/listing/${bare.body.id}`, { json: { vinValue: F150 } });
    expect(patched.status).toBe(200);
    expect(patched.body.vehicle).toMatchObject({
      make: 'Toyota',
      equipment: ['Backup camera', 'Tire pressure monitoring'],
    });

    const equipped = await client.post('/v1/listing', { vehicle: { ...vehicle, equipment: ['Roof rack'] } });
    const kept = await client.request('PATCH', `/v1/listing/${equipped.body.id}`, { json: { vinValue: RAV4 } });
    expect(kept.body.vehicle.equipment).toEqual(['Roof rack']);
    expect(kept.body.vinInfo).toMatchObject({ make: 'Toyota', model: 'RAV4' });
  });
});
