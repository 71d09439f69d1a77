import {
  PatientPath,
  patientDetailsRequest,
  patientRecordParams,
  patientRecordQuery,
  recentConsultationsQuery,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingFor, type Caller } from '../hospital/booking';
import { currentUser, requireUser } from '../http/auth';
import { success } from '../http/envelope';
import { parse } from '../http/validate';

const callerOf = (request: FastifyRequest): Caller => ({ userId: currentUser(request).id, request });

/** Hospital records of the user and their family: patient record, insurance, doctors consulted. */
export async function patientRoutes(app: FastifyInstance) {
  const booking = bookingFor(app.portal);
  const signedIn = { preHandler: requireUser() };

  /** The hospital records (his, patientId, facilityId, mobileNo) of the user (0) or a family member. */
  app.post(PatientPath.record, signedIn, async (request) => {
    const caller = callerOf(request);
    const { userId } = parse(patientRecordParams, request.params);
    const { familyMemberId, facilityId } = parse(patientRecordQuery, request.query);
    if (userId !== caller.userId) {
      await booking.deny(caller, 'user', { userId }, { statusCode: 403 });
    }
    return success(await booking.patientRecords(caller, familyMemberId, facilityId));
  });

  /** Insurer and plan of an own patient record; data[0] holds them. */
  app.post(PatientPath.details, signedIn, async (request) => {
    const body = parse(patientDetailsRequest, request.body);
    return success(await booking.patientDetails(callerOf(request), body));
  });

  app.get(PatientPath.recentConsultations, signedIn, async (request) => {
    const query = parse(recentConsultationsQuery, request.query);
    return success(await booking.recentConsultations(callerOf(request), query));
  });
}
