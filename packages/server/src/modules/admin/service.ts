import { randomInt } from 'node:crypto';
import {
  ADMIN_CALLING_CODE,
  type AdminUser,
  adminUserRefusal,
  Messages,
  ROLE_ADMIN,
  type SaveAdminUserRequest,
  type ServerMessage,
  Status,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import { uniqueViolation } from '../../services/accounts';
import { hashPassword } from '../../services/passwords';
import * as repo from './repository';

/** The signed-in admin (role 3, checked by the route's guard) and the request, for the audit log. */
export interface Actor {
  id: number;
  request: FastifyRequest;
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const PASSWORD_LENGTH = 12;

/** A default password from a cryptographic source: 12 characters without look-alikes (about 70 bits). */
export function generatePassword(): string {
  let password = '';
  for (let i = 0; i < PASSWORD_LENGTH; i += 1)
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}

const duplicate = () => new ApiError(409, Status.Duplicate, [Messages.admin.duplicate]);

/**
 * Admin users (contract admin.ts): an admin manages the staff of their own brand. Every change is
 * audited with the admin as the actor and the user changed in its details; passwords go only to the
 * user's phone.
 */
export class AdminService {
  constructor(
    private readonly portal: Pick<AppContext, 'db' | 'clock' | 'audit' | 'sms'>,
    private readonly brandName: string,
  ) {}

  /** The admin's brand and facility; an admin without one manages nobody (403, audited). */
  private async scopeOf(actor: Actor) {
    const scope = await repo.facilityOf(this.portal.db, actor.id);
    if (!scope) {
      await this.refuse(actor, 'no_facility', null);
      throw new ApiError(403, Status.Forbidden, [Messages.auth.forbidden]);
    }
    return scope;
  }

  private refuse(actor: Actor, reason: string, targetUserId: number | null) {
    const { request } = actor;
    return this.portal.audit.record(request, {
      action: 'authz',
      outcome: 'denied',
      userId: actor.id,
      reason,
      details: { method: request.method, route: request.routeOptions.url, targetUserId },
    });
  }

  private record(actor: Actor, action: string, targetUserId: number) {
    return this.portal.audit.record(actor.request, {
      action,
      outcome: 'success',
      userId: actor.id,
      details: { targetUserId },
    });
  }

  /** A staff user of the admin's brand, or 404 (audited: another brand's user, a patient, none). */
  private async staffOf(
    actor: Actor,
    brand: string,
    id: number,
    notFound: ServerMessage = Messages.admin.notFound,
  ) {
    const user = await repo.findStaff(this.portal.db, brand, id);
    if (!user) {
      await this.refuse(actor, 'not_staff_of_brand', id);
      throw new ApiError(404, Status.NotFound, [notFound]);
    }
    return user;
  }

  async list(actor: Actor, page: { skip: number; take: number; filterKey: string }) {
    const { brand } = await this.scopeOf(actor);
    const { list, total } = await repo.listStaff(this.portal.db, brand, page);
    return { list: list.map(({ facilityId: _, ...user }): AdminUser => user), total };
  }

  /** Add (id 0) or edit; the Active toggle. */
  async save(actor: Actor, input: SaveAdminUserRequest): Promise<void> {
    const rule = adminUserRefusal(input);
    if (rule) throw new ApiError(400, Status.BadRequest, [Messages.admin[rule]]);
    const scope = await this.scopeOf(actor);
    const form = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      mobile: input.mobile.trim(),
      email: input.email.trim(),
    };
    const { db, clock } = this.portal;
    const existing = input.id === 0 ? null : await this.staffOf(actor, scope.brand, input.id);
    const callingCode = existing?.callingCode ?? ADMIN_CALLING_CODE;
    if (await repo.isTaken(db, { exceptId: input.id, callingCode, ...form })) throw duplicate();

    if (!existing) {
      const password = generatePassword();
      const id = await this.unlessDuplicate(async () =>
        repo.insertStaff(
          db,
          {
            ...form,
            callingCode,
            facilityId: scope.facilityId,
            roleId: ROLE_ADMIN,
            passwordHash: await hashPassword(password),
          },
          clock(),
        ),
      );
      await this.record(actor, 'admin.add', id);
      await this.sendPassword(callingCode, form.mobile, password);
      return;
    }

    const isActive = input.isActive ?? existing.isActive;
    if (!isActive && existing.id === actor.id) {
      await this.refuse(actor, 'own_account', actor.id);
      throw new ApiError(400, Status.Invalid, [Messages.admin.ownAccount]);
    }
    const deactivated = existing.isActive && !isActive;
    await this.unlessDuplicate(() =>
      repo.updateStaff(db, existing.id, { ...form, isActive }, clock(), deactivated),
    );
    await this.record(actor, 'admin.update', existing.id);
    if (isActive !== existing.isActive) {
      await this.record(actor, isActive ? 'admin.activate' : 'admin.deactivate', existing.id);
    }
  }

  /** A new default password by SMS; the user's sessions end and the next sign-in must change it. */
  async resetPassword(actor: Actor, userId: number): Promise<void> {
    const { brand } = await this.scopeOf(actor);
    const user = await this.staffOf(actor, brand, userId, Messages.admin.userInactive);
    if (user.id === actor.id) {
      await this.refuse(actor, 'own_account', actor.id);
      throw new ApiError(400, Status.Invalid, [Messages.admin.ownAccount]);
    }
    if (!user.isActive) throw new ApiError(404, Status.NotFound, [Messages.admin.userInactive]);
    const password = generatePassword();
    await repo.storeDefaultPassword(
      this.portal.db,
      user.id,
      await hashPassword(password),
      this.portal.clock(),
    );
    await this.record(actor, 'admin.resetPassword', user.id);
    await this.sendPassword(user.callingCode, user.mobile, password);
  }

  /** The unique index on the mobile decides a race the check before it lost. */
  private async unlessDuplicate<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  private sendPassword(callingCode: string, mobile: string, password: string) {
    return this.portal.sms.send({
      callingCode,
      mobile,
      purpose: 'password',
      code: password,
      text: `Your ${this.brandName} portal password is ${password}. You will choose a new one when you sign in.`,
    });
  }
}
