import { HelpEndpoint, Messages } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/endpoint';
import { success } from '../../http/envelope';
import { saveContactMessage, saveDoctorQuestion } from './service';

/** Contact Us and Ask Doctor (contract help.ts): the signed-in patient's queries, stored. */
export async function helpRoutes(app: FastifyInstance) {
  const { db } = app.portal;
  const sender = (userId: number) => ({ userId, brand: app.siteBrand });
  const received = () => success({ result: true as const }, [Messages.help.queryReceived]);

  // The message and the comment are free text: line breaks allowed, other control characters not.
  route(
    app,
    HelpEndpoint.contactUs,
    { preHandler: requireUser(), config: { freeText: ['message'] } },
    async (input, request) => {
      await saveContactMessage(db, sender(currentUser(request).id), input);
      return received();
    },
  );

  route(
    app,
    HelpEndpoint.askDoctor,
    { preHandler: requireUser(), config: { freeText: ['comment'] } },
    async (input, request) => {
      await saveDoctorQuestion(db, sender(currentUser(request).id), input);
      return received();
    },
  );
}
