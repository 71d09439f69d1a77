import { FeedbackEndpoint } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { todayOf } from '../../clock';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/endpoint';
import { success } from '../../http/envelope';
import * as service from './service';

/** The content service's list shape inside the envelope (spec section 7). */
const listed = <T>(data: T) => success({ status: 'success', data, message: '' });
const done = () => success({ status: 'success' as const });

/**
 * Feedback, complaints and suggestions of the signed-in patient (spec sections 3, 4, 5 and 7), on
 * the brand of the site they are sent on: its locations, questionnaires and complaint numbers.
 */
export async function feedbackRoutes(app: FastifyInstance) {
  const { db, clock } = app.portal;
  const brand = app.siteBrand;
  const signedIn = { preHandler: requireUser() };
  const sender = (request: Parameters<typeof currentUser>[0]) => ({ userId: currentUser(request).id, brand });

  route(app, FeedbackEndpoint.locations, signedIn, async ({ lang }) =>
    listed(await service.feedbackLocations(db, brand, lang)),
  );
  route(app, FeedbackEndpoint.patientTypes, signedIn, async ({ lang }) =>
    listed(await service.listPatientTypes(db, lang)),
  );
  route(app, FeedbackEndpoint.questionnaire, signedIn, async (query) =>
    listed(await service.questions(db, brand, query)),
  );
  route(app, FeedbackEndpoint.answers, signedIn, async (input, request) => {
    await service.saveAnswers(db, sender(request), input);
    return done();
  });
  route(
    app,
    FeedbackEndpoint.suggestion,
    { ...signedIn, config: { freeText: ['suggestion'] } },
    async (input, request) => {
      await service.saveSuggestion(db, sender(request), input);
      return done();
    },
  );
  route(
    app,
    FeedbackEndpoint.complaint,
    { ...signedIn, config: { freeText: ['complaintText'] } },
    async (input, request) => {
      const complaintNumber = await service.saveComplaint(db, sender(request), input, todayOf(clock));
      return success({ complaintNumber });
    },
  );
}
