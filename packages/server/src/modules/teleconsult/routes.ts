import {
  AppointmentEndpoint,
  BookingStatus,
  Messages,
  ssoLoginRequest,
  TELECONSULT_APPID_HEADER,
  TeleconsultPath,
  type TeleconsultStart,
  teleconsultWindow,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import {
  DEV_TELECONSULT_APP_ID,
  devSsoLogin,
  LocalTeleconsultProvider,
} from '../../adapters/teleconsult/dev';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/endpoint';
import { success } from '../../http/envelope';
import { identityOf } from '../../services/persons';
import { bookingFor, hasEnded, refuse } from '../appointments/service';

/**
 * Starting a teleconsultation: the window of the contract (same day, from 5 minutes before), then
 * the provider's sso-login. Outside production the development provider is served here too.
 */
export async function teleconsultRoutes(app: FastifyInstance) {
  const booking = bookingFor(app.portal);
  const provider = app.portal.teleconsult;

  route(app, AppointmentEndpoint.teleconsultStart, { preHandler: requireUser() }, async (body, request) => {
    const caller = { userId: currentUser(request).id, request };
    const { appointment, person, holder } = await booking.ownedAppointment(caller, body.appointmentId, {
      appointmentRef: body.appointmentRef,
    });
    if (appointment.scheduleType !== 'TELEMED') {
      throw refuse({ status: BookingStatus.NotTelemedicine, message: Messages.booking.notTelemedicine });
    }
    const now = booking.now();
    if (appointment.status !== '0' || hasEnded(appointment, now)) {
      throw refuse({ status: BookingStatus.NotChangeable, message: Messages.booking.notChangeable });
    }
    const window = teleconsultWindow(appointment.apptDate, appointment.startTime, now);
    if (!window.allowed) throw refuse(window);

    const failed = () =>
      refuse({ status: BookingStatus.TeleconsultFailed, message: Messages.auth.somethingWentWrong }, 502);
    if (!provider) throw failed();
    const identity = identityOf(person, holder);
    let signedIn: Awaited<ReturnType<typeof provider.ssoLogin>>;
    try {
      signedIn = await provider.ssoLogin({
        name: `${person.firstName} ${person.lastName}`,
        gender: person.genderId === 1 ? 'male' : 'female',
        phone: `+${identity.mobileNo}`,
        emirates: person.documentTypeId === 1 ? (identity.identityNumber ?? '') : '',
      });
    } catch (error) {
      request.log.warn({ err: error, provider: provider.name }, 'teleconsultation sign-in failed');
      throw failed();
    }
    const doctor = await booking.his.doctor(appointment.doctorId);
    return success<TeleconsultStart>({
      baseUrl: provider.baseUrl,
      appId: provider.appId,
      accessToken: signedIn.accessToken,
      userId: signedIn.userId,
      patientProfileId: signedIn.profileId,
      apptDate: appointment.apptDate,
      apptTime: appointment.startTime,
      physicianName: doctor?.name ?? appointment.physicianNo,
    });
  });

  // The development provider's own sso-login, for a client that calls it directly (outside production).
  if (app.portal.config.production) return;
  const appId = provider instanceof LocalTeleconsultProvider ? provider.appId : DEV_TELECONSULT_APP_ID;
  app.post(`${TeleconsultPath.devBase}${TeleconsultPath.ssoLogin}`, async (request, reply) => {
    if (request.headers[TELECONSULT_APPID_HEADER] !== appId) {
      return reply.code(401).send({ success: false, message: 'Invalid APPID' });
    }
    const body = ssoLoginRequest.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send({ success: false, message: 'Invalid request' });
    return devSsoLogin(body.data);
  });
}
