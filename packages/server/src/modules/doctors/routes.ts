import { DoctorEndpoint, Messages, Status } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { doctorCard, type HisDoctor } from '../../adapters/hospital/index';
import { doctorProfileOf } from '../../adapters/hospital/port';
import { requireUser } from '../../http/auth';
import { route } from '../../http/endpoint';
import { ApiError, success } from '../../http/envelope';

/** The spec's list shape: data.status 'success', data.data, data.message. */
function list<T>(data: T[], empty = '') {
  return success({ status: 'success', data, message: data.length === 0 ? empty : '' });
}

const doctorList = (doctors: HisDoctor[]) => list(doctors.map(doctorCard), Messages.booking.noDoctors.text);

/** Doctors, specialties and locations of the hospital information system (spec section 7). */
export async function doctorRoutes(app: FastifyInstance) {
  const his = app.portal.hospital;
  const signedIn = { preHandler: requireUser() };

  /**
   * Suggestions for the search box: doctors, specialties and conditions whose name holds the text;
   * with a brand, only its doctors and the specialties and conditions its doctors treat.
   */
  route(app, DoctorEndpoint.search, signedIn, async ({ searchText, brandName }) => {
    const suggestions = await his.searchDoctors(searchText);
    const facilities = brandName ? await his.facilitiesOfBrand(brandName) : null;
    if (!facilities || !brandName) return list(suggestions);
    const doctorIds = suggestions.filter((s) => s.cat_type === 'doctor').map((s) => Number(s.id));
    const [doctors, specialties] = await Promise.all([
      doctorIds.length ? his.doctors({ ids: doctorIds, brand: brandName }) : Promise.resolve([]),
      his.specialties({ vblog: brandName }),
    ]);
    const doctorsHere = new Set(doctors.map((d) => String(d.id)));
    const specialtiesHere = new Set(specialties.map((s) => s.id));
    const conditionsHere = new Set(specialties.flatMap((s) => s.conditions.map((c) => String(c.id))));
    return list(
      suggestions.filter((s) =>
        s.cat_type === 'doctor'
          ? doctorsHere.has(s.id)
          : s.cat_type === 'specialty'
            ? specialtiesHere.has(s.id)
            : conditionsHere.has(s.id),
      ),
    );
  });

  /** The doctors of a chosen suggestion (id and cat_type), or of the text typed. */
  route(app, DoctorEndpoint.doctors, signedIn, async (query) => {
    const { brandName: brand } = query;
    const found = async (): Promise<HisDoctor[]> => {
      if ('searchText' in query) return his.doctors({ text: query.searchText, brand });
      if (query.cat_type === 'specialty') return his.doctors({ specialtyCode: query.id, brand });
      const id = /^\d{1,9}$/.test(query.id) ? Number(query.id) : -1;
      if (query.cat_type === 'condition') return his.doctors({ conditionId: id, brand });
      return (await his.doctors({ ids: id > 0 ? [id] : [], brand })).filter(isListed);
    };
    return doctorList(await found());
  });

  route(app, DoctorEndpoint.bySpecialty, signedIn, async (query) => {
    return doctorList(
      await his.doctors(
        'specialty' in query ? { specialtyCode: query.specialty } : { conditionId: query.conditionId },
      ),
    );
  });

  route(app, DoctorEndpoint.byLocation, signedIn, async ({ locationId }) => {
    return doctorList(await his.doctors({ locationId }));
  });

  route(app, DoctorEndpoint.telemedicine, signedIn, async ({ brandName }) => {
    return doctorList(await his.doctors({ scheduleType: 'TELEMED', brand: brandName }));
  });

  route(app, DoctorEndpoint.specialties, signedIn, async () => list(await his.specialties({})));

  route(app, DoctorEndpoint.specialtiesByLocation, signedIn, async (query) => {
    return list(
      await his.specialties(
        'locationId' in query ? { locationId: query.locationId } : { vblog: query.vblog },
      ),
    );
  });

  route(app, DoctorEndpoint.profile, signedIn, async ({ id }) => {
    const doctor = await his.doctor(id);
    if (!doctor || !isListed(doctor)) throw new ApiError(404, Status.NotFound, [Messages.auth.notFound]);
    return success({ status: 'success', data: doctorProfileOf(doctor), message: '' });
  });

  route(app, DoctorEndpoint.locations, signedIn, async ({ brand }) => {
    return list(await his.locations({ brand }));
  });

  /** Insurer and plan pairs the location does not book online (the insurance block). */
  route(app, DoctorEndpoint.restrictedInsurance, signedIn, async ({ locationId }) => {
    return list(await his.restrictedInsurance(locationId));
  });
}

/** Looked up by id, a doctor who has left is found for old appointments but not listed. */
function isListed(doctor: HisDoctor): boolean {
  return doctor.isActive;
}
