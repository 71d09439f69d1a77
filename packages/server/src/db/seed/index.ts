import { and, eq, sql } from 'drizzle-orm';
import type { Brand } from '../../brands';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { DEMO_USERS } from '../demo-users';
import type { AppDb } from '../index';
import { brandSettings, contentPages, facilities, locations, users } from '../schema';
import { seedBrandContent } from './content';
import { seedHospital } from './hospital/index';

const SEED_LOCK_ID = 7_246_002;

const mapLink = (lat: number, long: number) => `https://maps.google.com/?q=${lat},${long}`;

/**
 * Fills an empty database with the brands' facilities and the demo users. Does nothing once any user exists,
 * so restarts and several servers starting together never duplicate or overwrite data.
 */
export async function seedDemo(db: AppDb, brands: readonly Brand[], now = new Date()): Promise<boolean> {
  if (await hasUsers(db)) {
    // A brand added since the first start gets its facility, locations, pages and content all the same.
    await seedFacilities(db, brands, now);
    return false;
  }
  // Hash outside the transaction: argon2 is slow by design and the lock should be short.
  const hashed = await Promise.all(
    Object.values(DEMO_USERS).map(async (user) => ({
      user,
      passwordHash: await hashPassword(user.password),
    })),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasUsers(tx)) return false;
    await insertFacilities(tx, brands, now);
    await tx.insert(users).values(
      hashed.map(({ user, passwordHash }) => ({
        roleId: user.roleId,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        callingCode: user.callingCode,
        mobile: user.mobile,
        passwordHash,
        isDefaultPassword: user.isDefaultPassword,
        genderId: user.genderId,
        dateOfBirth: user.dateOfBirth,
        countryId: user.countryId,
        documentTypeId: user.documentTypeId,
        documentId: user.documentId,
        facilityId: user.facilityId,
      })),
    );
    await seedHospital(tx);
    return true;
  });
}

/**
 * Each brand's facility, locations, content pages and content (brands/<key>/src/seed.ts and
 * content.ts): reference data every deployment needs (the facility and location choices, what the
 * brand publishes), with no person in it. What production seeds instead of seedDemo. A brand whose
 * facility already has locations keeps them, and one that has content keeps it, so a restart never
 * duplicates or overwrites them. `now` places the content's publish dates.
 */
export async function seedFacilities(db: AppDb, brands: readonly Brand[], now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await insertFacilities(tx, brands, now);
  });
}

async function insertFacilities(
  db: Pick<AppDb, 'select' | 'insert'>,
  brands: readonly Brand[],
  now: Date,
): Promise<void> {
  for (const { site, seed } of brands) {
    const brand = site.key;
    await db.insert(brandSettings).values({ brand, wpBaseUrl: '/api/content' }).onConflictDoNothing();
    if (seed.pages?.length)
      await db
        .insert(contentPages)
        .values(seed.pages.map((page) => ({ brand, ...page })))
        .onConflictDoNothing();
    if (seed.content) await seedBrandContent(db, brand, seed.content, now);
    await db
      .insert(facilities)
      .values({ id: site.facilityId, brand, vblog: brand, ...seed.facility })
      .onConflictDoNothing();
    const [located] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.facilityId, site.facilityId))
      .limit(1);
    if (located) continue;
    await db.insert(locations).values(
      seed.locations.map((location, index) => ({
        ...location,
        facilityId: site.facilityId,
        brand,
        vblog: brand,
        mapLink: mapLink(location.latitude, location.longitude),
        sortOrder: index + 1,
      })),
    );
  }
}

/**
 * Production's last check of the data: a database seeded in development (a copied data folder, a
 * restored dump) still holds the README's demo logins. Throws when any demo account exists with its
 * published password still valid.
 */
export async function refuseDemoAccounts(db: AppDb): Promise<void> {
  const found: string[] = [];
  for (const demo of Object.values(DEMO_USERS)) {
    const [row] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.callingCode, demo.callingCode), eq(users.mobile, demo.mobile)));
    if (row && (await verifyPassword(row.passwordHash, demo.password)))
      found.push(`${demo.callingCode}${demo.mobile}`);
  }
  if (found.length > 0)
    throw new Error(
      `The database holds demo accounts with published passwords: ${found.join(', ')}. ` +
        'Production does not start on demo data: start on a database without the demo seed.',
    );
}

async function hasUsers(db: Pick<AppDb, 'select'>): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}
