import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { AppDb } from '../../db/index';
import { smsOutbox } from '../../db/schema';
import type { SmsGateway, SmsMessage } from './port';

export const CONSOLE_GATEWAY = 'console';

/**
 * Development gateway: nothing leaves the machine. The code goes to the server log and to the
 * sms_outbox table that the development outbox route reads. With `revealCodes` off (production)
 * neither the log nor the table gets the code, since codes may only be stored hashed.
 */
export class ConsoleSmsGateway implements SmsGateway {
  readonly name = CONSOLE_GATEWAY;

  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
    private readonly logger: FastifyBaseLogger,
    private readonly revealCodes: boolean,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const recipient = `${message.callingCode}${message.mobile}`;
    const text = this.revealCodes ? message.text : message.text.replaceAll(message.code, '******');
    await this.db.insert(smsOutbox).values({
      callingCode: message.callingCode,
      mobile: message.mobile,
      recipient,
      body: text,
      code: this.revealCodes ? message.code : null,
      purpose: message.purpose,
      gateway: this.name,
      createdAt: this.clock(),
    });
    if (this.revealCodes) {
      this.logger.info(
        { sms: { to: recipient, purpose: message.purpose, code: message.code } },
        `[sms] to ${recipient}: ${text}`,
      );
    } else {
      this.logger.warn(
        { sms: { purpose: message.purpose } },
        'SMS not delivered: SMS_GATEWAY=console has no provider; configure a real gateway in production',
      );
    }
  }
}
