import { and, eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { DEMO_USERS } from '../demo-users';
import type { AppDb } from '../index';
import { facilities, locations, users } from '../schema';
import { seedHospital } from './hospital/index';

const SEED_LOCK_ID = 7_246_002;

export const DEMO_FACILITIES = [
  {
    id: 'AD10',
    brand: 'aldhannah',
    hisName: 'ADH',
    nameEn: 'Al Dhannah Hospital',
    nameAr: 'مستشفى الظنة',
    vblog: 'aldhannah',
    insuranceValidation: true,
  },
  {
    id: 'BM10',
    brand: 'colab',
    hisName: 'CMC',
    nameEn: 'Colab Medical Centre',
    nameAr: 'مركز كولاب الطبي',
    vblog: 'colab',
    insuranceValidation: false,
  },
] satisfies (typeof facilities.$inferInsert)[];

const mapLink = (lat: number, long: number) => `https://maps.google.com/?q=${lat},${long}`;

export const DEMO_LOCATIONS = [
  {
    facilityId: 'AD10',
    brand: 'aldhannah',
    nameEn: 'Al Dhannah Hospital',
    nameAr: 'مستشفى الظنة',
    addressEn: 'Al Dhannah City, Al Dhafra Region, Abu Dhabi',
    addressAr: 'مدينة الظنة، منطقة الظفرة، أبوظبي',
    latitude: 24.0983,
    longitude: 52.7105,
    mapLink: mapLink(24.0983, 52.7105),
    vblog: 'aldhannah',
    insuranceValidation: true,
    sortOrder: 1,
  },
  {
    facilityId: 'AD10',
    brand: 'aldhannah',
    nameEn: 'Ruwais Clinic',
    nameAr: 'عيادة الرويس',
    addressEn: 'Ruwais Housing Complex, Al Dhafra Region, Abu Dhabi',
    addressAr: 'مجمع الرويس السكني، منطقة الظفرة، أبوظبي',
    latitude: 24.1103,
    longitude: 52.7306,
    mapLink: mapLink(24.1103, 52.7306),
    vblog: 'aldhannah',
    insuranceValidation: true,
    sortOrder: 2,
  },
  {
    facilityId: 'AD10',
    brand: 'aldhannah',
    nameEn: 'Mirfa Clinic',
    nameAr: 'عيادة المرفأ',
    addressEn: 'Mirfa, Al Dhafra Region, Abu Dhabi',
    addressAr: 'المرفأ، منطقة الظفرة، أبوظبي',
    latitude: 24.1195,
    longitude: 53.4436,
    mapLink: mapLink(24.1195, 53.4436),
    vblog: 'aldhannah',
    insuranceValidation: false,
    sortOrder: 3,
  },
  {
    facilityId: 'BM10',
    brand: 'colab',
    nameEn: 'Colab Medical Centre',
    nameAr: 'مركز كولاب الطبي',
    addressEn: 'Al Bateen, Abu Dhabi',
    addressAr: 'البطين، أبوظبي',
    latitude: 24.4539,
    longitude: 54.3773,
    mapLink: mapLink(24.4539, 54.3773),
    vblog: 'colab',
    insuranceValidation: false,
    sortOrder: 1,
  },
  {
    facilityId: 'BM10',
    brand: 'colab',
    nameEn: 'Colab Medical Centre - Al Reem Island',
    nameAr: 'مركز كولاب الطبي - جزيرة الريم',
    addressEn: 'Shams Boutik, Al Reem Island, Abu Dhabi',
    addressAr: 'شمس بوتيك، جزيرة الريم، أبوظبي',
    latitude: 24.499,
    longitude: 54.403,
    mapLink: mapLink(24.499, 54.403),
    vblog: 'colab',
    insuranceValidation: false,
    sortOrder: 2,
  },
] satisfies (typeof locations.$inferInsert)[];

/**
 * Fills an empty database with the demo facilities and users. Does nothing once any user exists,
 * so restarts and several servers starting together never duplicate or overwrite data.
 */
export async function seedDemo(db: AppDb): Promise<boolean> {
  if (await hasUsers(db)) return false;
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
    await insertFacilities(tx);
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
 * The brands' facilities and their locations: reference data every deployment needs (the facility
 * and location choices), with no person in it. What production seeds instead of seedDemo.
 */
export async function seedFacilities(db: AppDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await insertFacilities(tx);
  });
}

async function insertFacilities(db: Pick<AppDb, 'select' | 'insert'>): Promise<void> {
  await db.insert(facilities).values(DEMO_FACILITIES).onConflictDoNothing();
  const [locationCount] = await db.select({ count: sql<number>`count(*)::int` }).from(locations);
  if ((locationCount?.count ?? 0) === 0) await db.insert(locations).values(DEMO_LOCATIONS);
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
