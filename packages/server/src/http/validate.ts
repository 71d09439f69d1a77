import {
  hasControlCharacter,
  isControlCharacter,
  isMessageCode,
  Messages,
  messageOfCode,
  RuleMessage,
  ruleMessageText,
  Status,
} from '@portal/contract';
import type { z } from 'zod/mini';
import { ApiError, type Said } from './envelope';

const isRuleMessage = (message: string): message is RuleMessage => Object.hasOwn(ruleMessageText, message);

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** What a failed parse says: the rule's message where the contract names one, else the issue's text. */
export function issueMessages(error: z.core.$ZodError, input: unknown): Said[] {
  const messages = error.issues.map((issue) => {
    if (isRuleMessage(issue.message)) return Messages.rule[issue.message];
    if (isMessageCode(issue.message)) return messageOfCode(issue.message);
    if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) {
      return Messages.rule[RuleMessage.allFieldsRequired];
    }
    const field = issue.path.map(String).join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  // One line per distinct message: rules repeat across fields.
  const seen = new Set<string>();
  return messages.filter((said) => {
    const text = typeof said === 'string' ? said : said.text;
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/**
 * Parses a body or query with its contract schema. Unknown fields are dropped (zod objects strip
 * them), so nothing the schema does not name reaches a route.
 */
export function parse<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new ApiError(400, Status.BadRequest, issueMessages(result.error, input ?? {}));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Top-level body fields of free text (a comment, a reason) that may hold tab and line breaks.
     * Every other string of the body, query and path refuses every control character.
     */
    freeText?: readonly string[];
  }
}

/** Where a string input sits: its source (body, query, params) and the path inside it. */
export interface InputLocation {
  source: 'body' | 'query' | 'params';
  path: string;
}

const MAX_DEPTH = 32;

function label(key: string): string {
  // A key is input too: it is shown without its control characters.
  return [...key].map((ch) => (isControlCharacter(ch.charCodeAt(0)) ? '\uFFFD' : ch)).join('');
}

function findIn(
  value: unknown,
  path: string[],
  freeText: ReadonlySet<string>,
  top: boolean,
  depth: number,
): string[] | null {
  if (typeof value === 'string') {
    const allowLineBreaks = top && path.length === 1 && freeText.has(path[0] ?? '');
    return hasControlCharacter(value, { allowLineBreaks }) ? path : null;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  const entries = Array.isArray(value)
    ? value.map((item, i) => [String(i), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (hasControlCharacter(key)) return [...path, label(key)];
    const found = findIn(item, [...path, key], freeText, top, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The first string of a request's body, query or path parameters that holds a control character
 * (SECURITY.md Input), or null. Body fields named in `freeText` may hold tab and line breaks; NUL
 * and the other control characters are refused everywhere, object keys included.
 */
export function findControlCharacter(
  input: { body: unknown; query: unknown; params: unknown },
  freeText: readonly string[] = [],
): InputLocation | null {
  const allowed = new Set(freeText);
  for (const source of ['params', 'query', 'body'] as const) {
    const found = findIn(input[source], [], allowed, source === 'body', 0);
    if (found) return { source, path: found.join('.') };
  }
  return null;
}

/** The 400 of a refused control character: the field and the rule's text, never the value. */
export function controlCharacterError(location: InputLocation): ApiError {
  const rule = Messages.rule[RuleMessage.controlCharError];
  const text = location.path ? `${location.path}: ${rule.text}` : rule.text;
  return new ApiError(400, Status.BadRequest, [{ ...rule, text }]);
}
