import { RuleMessage, ruleMessageText, Status } from '@portal/contract';
import type { z } from 'zod/mini';
import { ApiError } from './envelope';

const isRuleMessage = (message: string): message is RuleMessage => Object.hasOwn(ruleMessageText, message);

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** English texts of a failed parse: the rule's wording where the contract names one. */
export function issueMessages(error: z.core.$ZodError, input: unknown): string[] {
  const messages = error.issues.map((issue) => {
    if (isRuleMessage(issue.message)) return ruleMessageText[issue.message];
    if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) {
      return ruleMessageText[RuleMessage.allFieldsRequired];
    }
    const field = issue.path.map(String).join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  return [...new Set(messages)];
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
