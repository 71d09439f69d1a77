import {
  type AskDoctorRequest,
  askDoctorRefusal,
  type ContactUsRequest,
  contactRefusal,
  type HelpRefusal,
  Messages,
  Status,
} from '@portal/contract';
import type { AppDb } from '../../db/index';
import { ApiError } from '../../http/envelope';
import * as repo from './repository';

/** Who sent a query and from where: the signed-in patient on the brand site that answered. */
export interface Sender {
  userId: number;
  brand: string;
}

const refused = (rule: HelpRefusal) => new ApiError(400, Status.BadRequest, [Messages.help[rule]]);

const trimmed = (query: ContactUsRequest | AskDoctorRequest) => ({
  firstName: query.firstName.trim(),
  lastName: query.lastName.trim(),
  callingCode: query.callingCode.trim(),
  mobile: query.mobile.trim(),
  email: query.email.trim(),
});

/** Contact Us: refused with the first rule of section 5 it breaks (nothing stored), else stored. */
export async function saveContactMessage(db: AppDb, sender: Sender, input: ContactUsRequest): Promise<void> {
  const rule = contactRefusal(input);
  if (rule) throw refused(rule);
  await repo.insertContactMessage(db, {
    userId: sender.userId,
    brand: sender.brand,
    facilityId: await repo.userFacility(db, sender.userId),
    ...trimmed(input),
    message: input.message.trim(),
  });
}

/** Ask Doctor: as Contact Us, with the mode of communication the patient chose. */
export async function saveDoctorQuestion(db: AppDb, sender: Sender, input: AskDoctorRequest): Promise<void> {
  const rule = askDoctorRefusal(input);
  if (rule) throw refused(rule);
  await repo.insertDoctorQuestion(db, {
    userId: sender.userId,
    brand: sender.brand,
    facilityId: await repo.userFacility(db, sender.userId),
    ...trimmed(input),
    isEmailCommunication: input.isEmailCommunication,
    isMobileCommunication: input.isMobileCommunication,
    comment: input.comment.trim(),
  });
}
