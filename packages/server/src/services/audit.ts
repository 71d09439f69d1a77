import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { AppDb } from '../db/index';
import { type AuditOutcome, auditLog } from '../db/schema';

export interface AuditEntry {
  action: string;
  outcome: AuditOutcome;
  userId?: number | null;
  /** What the actor claimed to be when no user is known yet, e.g. the mobile of a sign-in. */
  subject?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/** Who did what, when and from where. Callers pass ids and reasons, never a password, code or token. */
export class AuditLog {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
  ) {}

  async record(request: FastifyRequest, entry: AuditEntry): Promise<void> {
    const userAgent = request.headers['user-agent'];
    await this.db.insert(auditLog).values({
      occurredAt: this.clock(),
      userId: entry.userId ?? null,
      subject: entry.subject ?? null,
      action: entry.action,
      outcome: entry.outcome,
      reason: entry.reason ?? null,
      ip: request.ip,
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
      requestId: String(request.id),
      details: entry.details ?? null,
    });
  }
}
