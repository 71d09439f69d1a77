import { AccountText } from './accountText';
import { BookingMessages } from './booking-rules';
import { BroadcastMessages } from './broadcasts';
import { ContentText } from './contentText';
import { DocumentText } from './documents';
import { ServerText } from './envelope';
import { FamilyMessages } from './family';
import { FeedbackText } from './feedbackText';
import { HelpText } from './helpText';
import { InternationalText } from './internationalText';
import { NotificationsMessages } from './notifications';
import { ReportsMessages } from './reports';
import { ruleMessageText } from './rules';
import { catalog, type ServerMessage } from './serverMessage';
import { UaePassText } from './uaepass';

/**
 * Every message the server may send, by area. The area names the client's namespace for it (one
 * map, features/src/api/messages.ts); the text lists (ServerText, AccountText, BookingText,
 * UaePassText, FamilyText, DocumentText, ruleMessageText, ContentText, InternationalText, HelpText) stay the one place each English wording is written.
 */
export const Messages = {
  auth: catalog('auth', ServerText),
  account: catalog('account', AccountText),
  booking: BookingMessages,
  documents: catalog('documents', DocumentText),
  uaepass: catalog('uaepass', UaePassText),
  family: FamilyMessages,
  reports: ReportsMessages,
  rule: catalog('rule', ruleMessageText),
  content: catalog('content', ContentText),
  international: catalog('international', InternationalText),
  feedback: catalog('feedback', FeedbackText),
  help: catalog('help', HelpText),
  broadcast: BroadcastMessages,
  notifications: NotificationsMessages,
} as const;

export type MessageArea = keyof typeof Messages;
type CodesOf<C> = C extends Record<string, ServerMessage<infer Code>> ? Code : never;
/** Every code the server may send. */
export type MessageCode = { [Area in MessageArea]: CodesOf<(typeof Messages)[Area]> }[MessageArea];

const byCode = new Map<string, ServerMessage>(
  Object.values(Messages).flatMap((area) =>
    Object.values(area as Record<string, ServerMessage>).map((message) => [message.code, message]),
  ),
);

/** Whether a code is one the server sends (a client meets codes of newer servers too). */
export function isMessageCode(code: string): code is MessageCode {
  return byCode.has(code);
}

/** The message of a code (a contract schema names its failure by code: 'broadcast.titleRequired'). */
export function messageOfCode(code: MessageCode): ServerMessage {
  return byCode.get(code) as ServerMessage;
}
