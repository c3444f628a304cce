import { PHOTO_TAG, PLAN_PRODUCT_IDS, type ListingInput, type Vehicle } from '@revy/shared';
import type { AppContext } from '../context';
import { createImageAsset } from '../modules/assets';
import { createListing } from '../modules/listings';
import { grantDemoPlan, type DemoPlan } from '../modules/payments';
import { findUserByEmail } from '../modules/users';
import { DEMO_SELLER_EMAIL } from './demo-accounts';
import { refreshPriceEstimates } from '../modules/pricing';
import { seedDemoKnowledge } from './demo-knowledge';
import { DEMO_SHOTS, renderDemoPhoto, type DemoBody } from './demo-photos';

/** `plan`: the published cars' plans, a mix of real purchase states (decision 010). */
type DemoCar = { input: ListingInput; body: DemoBody; color: string; publish: boolean; plan?: DemoPlan };

const dollars = (d: number) => d * 100;

/** Six cars a private seller might list, in real ZIP codes so distance search works. */
export const DEMO_CARS: DemoCar[] = [
  {
    body: 'suv',
    color: '#9aa3ad',
    publish: true,
    plan: { productId: PLAN_PRODUCT_IDS.Starter, startedDaysAgo: 3 },
    input: {
      title: '2019 Toyota RAV4 XLE AWD — one owner, full service history',
      price: dollars(24_900),
      // So the demo shows a vehicle history report (decision 039); the built-in vPIC data decodes it.
      vinValue: '2T3BFREV0KW000000',
      description:
        'Silver RAV4 XLE with all-wheel drive. One owner, every service at the dealer (records in the glovebox). New tires last spring, no accidents, clean title. Apple CarPlay, adaptive cruise, heated seats.',
      vehicle: {
        year: 2019,
        make: 'Toyota',
        model: 'RAV4',
        trim: 'XLE',
        mileage: 41_200,
        bodyType: 'SUV',
        fuelType: 'Gasoline',
        transmission: 'Automatic',
        drivetrain: 'AWD',
        exteriorColor: 'Silver',
        interiorColor: 'Black',
        titleStatus: 'Clean',
        condition: 'Excellent',
        doors: 4,
        seats: 5,
        equipment: ['Apple CarPlay', 'Adaptive cruise control', 'Heated seats', 'Backup camera'],
      },
      location: { zip: '95112', city: 'San Jose', state: 'CA' },
      offerMethods: ['Cash', 'Cashier check'],
    },
  },
  {
    body: 'sedan',
    color: '#1f4e8c',
    publish: true,
    plan: { productId: PLAN_PRODUCT_IDS.Pro, startedDaysAgo: 0, trial: true },
    input: {
      title: '2017 Honda Civic EX — great commuter, 38 mpg',
      price: dollars(15_500),
      description:
        'Blue Civic EX sedan, automatic (CVT). Sunroof, lane-watch camera, Bluetooth. Oil changed every 5,000 miles. Small scratch on the rear bumper (see photos). Non-smoker.',
      vehicle: {
        year: 2017,
        make: 'Honda',
        model: 'Civic',
        trim: 'EX',
        mileage: 68_900,
        bodyType: 'Sedan',
        fuelType: 'Gasoline',
        transmission: 'CVT',
        drivetrain: 'FWD',
        exteriorColor: 'Blue',
        interiorColor: 'Gray',
        titleStatus: 'Clean',
        condition: 'Good',
        doors: 4,
        seats: 5,
        equipment: ['Sunroof', 'Bluetooth', 'Backup camera'],
      },
      location: { zip: '94110', city: 'San Francisco', state: 'CA' },
      offerMethods: ['Cash', 'Bank transfer'],
    },
  },
  {
    body: 'pickup',
    color: '#a3211c',
    publish: true,
    plan: { productId: PLAN_PRODUCT_IDS.Premium, startedDaysAgo: 10 },
    input: {
      title: '2020 Ford F-150 XLT SuperCrew 4x4, tow package',
      price: dollars(36_750),
      description:
        'Red F-150 XLT, 2.7L EcoBoost V6, 4x4, trailer tow package with brake controller, spray-in bedliner. Used for weekend trips, never for work. Garage kept.',
      vehicle: {
        year: 2020,
        make: 'Ford',
        model: 'F-150',
        trim: 'XLT',
        mileage: 52_300,
        bodyType: 'Pickup',
        fuelType: 'Gasoline',
        transmission: 'Automatic',
        drivetrain: '4WD',
        exteriorColor: 'Red',
        interiorColor: 'Black',
        titleStatus: 'Clean',
        condition: 'Good',
        doors: 4,
        seats: 6,
        equipment: ['Tow package', 'Bedliner', 'Remote start'],
      },
      location: { zip: '78704', city: 'Austin', state: 'TX' },
      offerMethods: ['Cash', 'Cashier check', 'Financing'],
    },
  },
  {
    body: 'wagon',
    color: '#2e5e3a',
    publish: true,
    plan: { productId: PLAN_PRODUCT_IDS.Pro, startedDaysAgo: 1 },
    input: {
      title: '2016 Subaru Outback 2.5i Premium — ready for the mountains',
      price: dollars(14_200),
      description:
        'Green Outback with roof rails and cross bars, all-weather mats, EyeSight driver assist. Timing belt not needed (chain). Head gaskets fine, no leaks. Second owner.',
      vehicle: {
        year: 2016,
        make: 'Subaru',
        model: 'Outback',
        trim: '2.5i Premium',
        mileage: 97_400,
        bodyType: 'Wagon',
        fuelType: 'Gasoline',
        transmission: 'CVT',
        drivetrain: 'AWD',
        exteriorColor: 'Green',
        interiorColor: 'Beige',
        titleStatus: 'Clean',
        condition: 'Good',
        doors: 4,
        seats: 5,
        equipment: ['Roof rails', 'EyeSight', 'Heated seats'],
      },
      location: { zip: '80202', city: 'Denver', state: 'CO' },
      offerMethods: ['Cash'],
    },
  },
  {
    body: 'sedan',
    color: '#f2f2f0',
    publish: true,
    plan: { productId: PLAN_PRODUCT_IDS.Premium, startedDaysAgo: 20 },
    input: {
      title: '2021 Tesla Model 3 Long Range AWD, FSD not included',
      price: dollars(29_800),
      description:
        'White Model 3 Long Range with dual motors, 353-mile EPA range. Premium interior, glass roof, mobile connector included. Battery health 94%. Always charged to 80%.',
      vehicle: {
        year: 2021,
        make: 'Tesla',
        model: 'Model 3',
        trim: 'Long Range',
        mileage: 33_100,
        bodyType: 'Sedan',
        fuelType: 'Electric',
        transmission: 'Automatic',
        drivetrain: 'AWD',
        exteriorColor: 'White',
        interiorColor: 'Black',
        titleStatus: 'Clean',
        condition: 'Excellent',
        doors: 4,
        seats: 5,
        equipment: ['Glass roof', 'Premium audio', 'Autopilot'],
      },
      location: { zip: '98103', city: 'Seattle', state: 'WA' },
      offerMethods: ['Bank transfer', 'Escrow'],
    },
  },
  {
    body: 'convertible',
    color: '#c8102e',
    publish: false,
    input: {
      title: '2015 Mazda MX-5 Miata Club — summer fun',
      price: dollars(16_900),
      description:
        'Soul Red Miata Club, 6-speed manual, soft top replaced 2023. Draft: still adding photos of the interior.',
      vehicle: {
        year: 2015,
        make: 'Mazda',
        model: 'MX-5 Miata',
        trim: 'Club',
        mileage: 58_000,
        bodyType: 'Convertible',
        fuelType: 'Gasoline',
        transmission: 'Manual',
        drivetrain: 'RWD',
        exteriorColor: 'Red',
        interiorColor: 'Black',
        titleStatus: 'Clean',
        condition: 'Good',
        doors: 2,
        seats: 2,
      },
      location: { zip: '97214', city: 'Portland', state: 'OR' },
    },
  },
];

/**
 * Gives the demo seller the cars above, with drawn photos run through the real upload
 * pipeline, and the seller's answers about them (demo-knowledge.ts); all but the last get a plan
 * (Starter, Pro on trial, Premium...) and are published. Runs once, right after the demo
 * accounts are made.
 */
export async function seedDemoListings(
  ctx: AppContext,
  print: (text: string) => void = (t) => console.info(t),
): Promise<number> {
  const seller = await findUserByEmail(ctx.db, DEMO_SELLER_EMAIL);
  if (!seller || seller.listingCount > 0) return 0;
  const created: { id: string; vehicle: Partial<Vehicle> }[] = [];
  for (const [i, car] of DEMO_CARS.entries()) {
    const listing = await createListing(ctx, seller, { ...car.input, status: undefined });
    for (const [ordinal, shot] of DEMO_SHOTS.entries()) {
      const photo = await renderDemoPhoto({ body: car.body, color: car.color, shot, scene: i });
      await createImageAsset(
        ctx,
        seller,
        { targetId: listing.id, tag: PHOTO_TAG, ordinal, title: `${shot} view`, source: 'upload' },
        photo,
      );
    }
    // Activating the plan publishes the car, as paying for it does in the publish flow.
    if (car.publish && car.plan) await grantDemoPlan(ctx, seller, listing.id, car.plan);
    created.push({ id: listing.id, vehicle: car.input.vehicle ?? {} });
  }
  // The seller's answers about each car, so the assistant answers service-history questions.
  await seedDemoKnowledge(ctx.db, created);
  // Deal badges at once, rather than at the pricing job's next minute.
  await refreshPriceEstimates(ctx);
  print(
    `Demo listings created for ${DEMO_SELLER_EMAIL}: ${created.length} cars (${DEMO_CARS.filter((c) => c.publish).length} published).`,
  );
  return created.length;
}
