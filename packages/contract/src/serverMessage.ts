/** The shape of the server's coded messages; the catalog of them all is messages.ts. */

/**
 * A message the server sends: a stable code the client translates ('booking.slotTaken') and its
 * English text (what `message.message[]` carries, for clients that show text as it comes).
 * `params` fill the text's `{name}` places and go to the client with the code.
 */
export interface ServerMessage<Code extends string = string> {
  readonly code: Code;
  readonly text: string;
  readonly params?: Readonly<Record<string, string>>;
}

export type Catalog<Area extends string, Texts extends Record<string, string>> = {
  readonly [Name in keyof Texts & string]: ServerMessage<`${Area}.${Name}`>;
};

export function catalog<Area extends string, Texts extends Record<string, string>>(
  area: Area,
  texts: Texts,
): Catalog<Area, Texts> {
  return Object.fromEntries(
    Object.entries(texts).map(([name, text]) => [name, { code: `${area}.${name}`, text }]),
  ) as Catalog<Area, Texts>;
}

/** The message with its `{name}` places filled, the values kept for the client's own wording. */
export function withParams<Code extends string>(
  message: ServerMessage<Code>,
  params: Record<string, string>,
): ServerMessage<Code> {
  const text = message.text.replace(/\{(\w+)\}/g, (place, name: string) => params[name] ?? place);
  return { code: message.code, text, params };
}
