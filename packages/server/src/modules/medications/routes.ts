import {
  MedicationPath,
  type MedicationsResponse,
  medicationsParams,
  medicationsRequest,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../http/auth';
import { success } from '../../http/envelope';
import { parse } from '../../http/validate';
import { MedicationsService } from './service';

/**
 * POST medications/{brandName} {familyMemberId} (spec section 7): activeMedications and
 * pastMedications. Written by hand, not with route(): the brand name is a path segment (contract
 * medications.ts); the answer's type is still the contract's.
 */
export async function medicationRoutes(app: FastifyInstance) {
  const service = new MedicationsService(app.portal);
  app.post(MedicationPath.medications, { preHandler: requireUser() }, async (request) => {
    const { brandName } = parse(medicationsParams, request.params);
    const { familyMemberId } = parse(medicationsRequest, request.body);
    const data = await service.medications(
      { userId: currentUser(request).id, request },
      familyMemberId,
      brandName,
    );
    return success(data) satisfies MedicationsResponse;
  });
}
