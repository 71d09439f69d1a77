import {
  AppointmentEndpoint,
  AppointmentPath,
  appointmentCalendarQuery,
  appointmentHistoryRequest,
  brandQuery,
  cancelAppointmentRequest,
  Messages,
  PatientEndpoint,
  PatientPath,
  patientRecordParams,
  patientRecordQuery,
  Status,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/endpoint';
import { ApiError, success } from '../../http/envelope';
import { parse } from '../../http/validate';
import { bookingPatientOf } from '../../services/persons';
import { buildCalendar } from './ics';
import { bookingFor, type Caller, hasEnded } from './service';

const callerOf = (request: FastifyRequest): Caller => ({ userId: currentUser(request).id, request });

/** Slots, booking, rescheduling, cancelling and the history of appointments (spec section 7). */
async function bookingRoutes(app: FastifyInstance) {
  const booking = bookingFor(app.portal);
  const { his } = booking;
  const signedIn = { preHandler: requireUser() };

  /**
   * Free slots of the doctors named, from beginDate to endDate, grouped Morning, Afternoon and
   * Evening, with the next dates that have a free slot within 30 days.
   */
  route(app, AppointmentEndpoint.timeSlots, signedIn, async (body) => {
    return success(
      await booking.timeSlots({
        facilityIds: body.facilityId,
        physicianNos: body.physicianNo,
        departments: body.department,
        beginDate: body.beginDate,
        endDate: body.endDate,
      }),
    );
  });

  route(app, AppointmentEndpoint.departmentCodes, signedIn, async () => success(await his.departmentCodes()));

  /** Who the user may book for: themself (0) and their family members. */
  route(app, AppointmentEndpoint.patients, signedIn, async (_query, request) => {
    const today = booking.now().date;
    return success(
      (await booking.persons(callerOf(request))).map((person) => bookingPatientOf(person, today)),
    );
  });

  app.post(AppointmentPath.history, signedIn, async (request) => {
    const body = parse(appointmentHistoryRequest, request.body);
    const { brandName } = parse(brandQuery, request.query);
    return success(await booking.history(callerOf(request), body, brandName));
  });

  // The booking comment and the cancel reason are free text: tab and line breaks may stay.
  route(
    app,
    AppointmentEndpoint.book,
    { ...signedIn, config: { freeText: ['comment'] } },
    async (body, request) => {
      return success(await booking.book(callerOf(request), body), [Messages.booking.booked]);
    },
  );

  route(app, AppointmentEndpoint.update, signedIn, async (body, request) => {
    return success(await booking.reschedule(callerOf(request), body), [Messages.booking.rescheduled]);
  });

  app.delete(AppointmentPath.cancel, { ...signedIn, config: { freeText: ['reason'] } }, async (request) => {
    const body = parse(cancelAppointmentRequest, request.body);
    await booking.cancel(callerOf(request), body);
    return success(null, [Messages.booking.cancelled]);
  });

  /** 'Add to calendar': an own booked appointment as an .ics attachment. */
  app.get(AppointmentPath.calendar, signedIn, async (request, reply) => {
    const { appointmentId } = parse(appointmentCalendarQuery, request.query);
    const { appointment, person } = await booking.ownedAppointment(callerOf(request), appointmentId);
    if (appointment.status !== '0' || hasEnded(appointment, booking.now())) {
      throw new ApiError(404, Status.NotFound, [Messages.auth.notFound]);
    }
    const doctor = await his.doctor(appointment.doctorId);
    const view = booking.toAppointment(appointment, doctor ?? undefined, person);
    const tele = appointment.scheduleType === 'TELEMED';
    const place = tele ? 'Teleconsultation' : [view.location, view.address].filter(Boolean).join(', ');
    const calendar = buildCalendar({
      uid: `${appointment.appointmentRefNo}@patient-portal`,
      date: appointment.apptDate,
      startTime: appointment.startTime,
      endTime: appointment.endTime,
      summary: `${tele ? 'Teleconsultation' : 'Appointment'} with ${view.physicianName}`,
      description: [
        `${view.specialty}${view.location ? `, ${view.location}` : ''}`,
        `Patient: ${view.patientName}`,
        `Reference: ${appointment.appointmentRefNo}`,
        tele ? 'Start the teleconsultation from the portal up to 5 minutes before the appointment time.' : '',
      ]
        .filter(Boolean)
        .join('\n'),
      location: place || null,
      geo:
        !tele && doctor?.latitude != null && doctor.longitude != null
          ? { latitude: doctor.latitude, longitude: doctor.longitude }
          : null,
      url: tele ? null : view.map_link,
      stamp: app.portal.clock(),
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="appointment-${appointment.appointmentRefNo}.ics"`)
      .send(calendar);
  });
}

/** Hospital records of the user and their family: patient record, insurance, doctors consulted. */
async function patientRoutes(app: FastifyInstance) {
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
  route(app, PatientEndpoint.details, signedIn, async (body, request) => {
    return success(await booking.patientDetails(callerOf(request), body));
  });

  route(app, PatientEndpoint.recentConsultations, signedIn, async (query, request) => {
    return success(await booking.recentConsultations(callerOf(request), query));
  });
}

/** The appointments module: booking, and the hospital records of the user and their family. */
export async function appointmentRoutes(app: FastifyInstance) {
  await app.register(bookingRoutes);
  await app.register(patientRoutes);
}
