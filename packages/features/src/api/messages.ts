import type { Message, MessageArea, MessageCode, ServerMessage } from '@portal/contract';
import type { Namespace, UiMessage } from './errors';

/**
 * The one map from the server's message codes (contract messages.ts) to this client's strings: a
 * code 'area.name' is the key of the same name in its area's namespace; a rule's key is its name
 * (the forms' rules name the same keys). The namespaces hold the English of the contract's texts and
 * their Arabic; i18n/namespaces.ts types them.
 */
const namespaceOf: Record<MessageArea, Namespace> = {
  auth: 'core',
  rule: 'core',
  account: 'account',
  uaepass: 'account',
  booking: 'care',
  family: 'family',
  documents: 'documents',
  content: 'healthPackages',
  reports: 'reports',
  international: 'international',
  feedback: 'feedback',
  help: 'help',
  admin: 'admin',
  inbox: 'inbox',
  broadcast: 'broadcast',
  notifications: 'notifications',
};

/**
 * The message a code names, with the values of its places; `text` (the server's English) is shown
 * if this client has no words for the code (a newer server's).
 */
export function messageOfCode(
  code: MessageCode,
  params?: Readonly<Record<string, string>>,
  text?: string,
): UiMessage {
  const [area, name] = code.split('.') as [MessageArea, string];
  const key = area === 'rule' ? name : code;
  return {
    key,
    ns: namespaceOf[area],
    ...(params ? { params } : {}),
    ...(text ? { text } : {}),
  } as UiMessage;
}

const isArea = (area: string): area is MessageArea => Object.hasOwn(namespaceOf, area);

/** The places' values that are text (the envelope's params are a loose object on the wire). */
function stringParams(
  params: Readonly<Record<string, unknown>> | undefined,
): Record<string, string> | undefined {
  if (!params) return undefined;
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A coded message of the contract (a rule's verdict checked here before a call) to show. */
export function messageOf(message: ServerMessage): UiMessage {
  return messageOfCode(message.code as MessageCode, message.params);
}

/**
 * What an envelope's `message` says: its code (with its first text for a code this client does not
 * know), else its first text as it came, else nothing.
 */
export function messageOfEnvelope(message: Message | undefined): UiMessage | undefined {
  if (!message) return undefined;
  const text = message.message.find((item) => item.trim().length > 0);
  const area = message.code?.split('.')[0];
  if (message.code && area && isArea(area))
    return messageOfCode(message.code as MessageCode, stringParams(message.params), text);
  return text ? { text } : undefined;
}
