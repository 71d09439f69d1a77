import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Prepared statements on PostgreSQL. Every query with parameters runs as a named prepared statement
 * (the name a hash of the text, or the name drizzle's .prepare() gave it): each connection parses
 * and plans it once, then runs it from the plan PostgreSQL keeps. The portal's queries are small and
 * their planning took longer than their execution (EXPLAIN ANALYZE: 0.5-0.8 ms planning against
 * 0.05-0.3 ms execution); under load that planning was most of the database's time. Multi-statement
 * scripts (migrations) have no parameters and stay unnamed.
 *
 * A statement's columns (its row description) are the same every time it runs, on every connection,
 * so they are asked for once: later runs send Bind, Execute and Sync without Describe, and the rows
 * are read with the columns kept from the first run. That is one message less each way per
 * statement, and no column list to decode and set up again (38 columns for a doctor: the largest
 * part of the driver's time on the doctor list).
 */

const statementNames = new Map<string, string>();

/** The prepared statement's name of a query text (a hash, kept: the texts are the code's few). */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `q${createHash('sha1').update(text).digest('base64url')}`;
    // Texts vary only by the length of an IN list; a bound keeps a surprise from growing it.
    if (statementNames.size >= 5000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/** A value parser of pg's, made for a column by a set of type parsers. */
type Parser = (value: string) => unknown;

/**
 * The columns of a statement that has returned a row description, with the value parsers made for
 * them, by the type parsers they came from (drizzle gives each prepared query its own set).
 */
interface Described {
  text: string;
  fields: pg.FieldDef[];
  parsers: WeakMap<object, Parser[]>;
}

/** The statements that have returned a row description, by name. */
const described = new Map<string, Described>();

/** pg's Connection as a PreparingClient sets it up: a Describe can be left out of the next statement. */
interface DescribingConnection extends pg.Connection {
  leaveOutDescribe: boolean;
}

/** The parts of pg's Query (lib/query.js, pg 8.23) a NamedQuery builds on. */
interface QueryState {
  name: string;
  text: string;
  types: unknown;
  _rowMode: string | undefined;
  _result: pg.Result;
  _results: pg.Result;
  callback?: (error: Error | null, result?: pg.Result) => void;
  _accumulateRows: boolean;
  prepare(connection: pg.Connection): void;
  handleRowDescription(message: { fields: pg.FieldDef[] }): void;
  listeners(event: 'row'): unknown[];
}

/** The parts of pg's Result (lib/result.js) a NamedQuery sets up. */
interface ResultState {
  fields: pg.FieldDef[];
  rowAsArray: boolean;
  _types: unknown;
  _parsers: Parser[] | undefined;
  addFields(fields: pg.FieldDef[]): void;
}

const queryPrototype = pg.Query.prototype as unknown as QueryState;

/**
 * A statement of a PreparingClient. Made from its text and values as they are (pg copies a query
 * given as a config object, property by property, on every run), and run without Describe once its
 * columns are known.
 */
class NamedQuery extends pg.Query {
  constructor(text: string, name: string, values: unknown[], rowMode: string | undefined, types: unknown) {
    super(text, values);
    const state = this as unknown as QueryState;
    state.name = name;
    state.types = types;
    state._rowMode = rowMode;
    state._result = new pg.Result(rowMode as string, types as typeof pg.types);
    state._results = state._result;
  }

  /** Parse (on a connection's first run), Bind, Describe (until the columns are known), Execute, Sync. */
  prepare(connection: DescribingConnection): void {
    const state = this as unknown as QueryState;
    const known = described.get(state.name);
    if (known?.text !== state.text) {
      queryPrototype.prepare.call(this, connection);
      return;
    }
    connection.leaveOutDescribe = true;
    try {
      queryPrototype.prepare.call(this, connection);
    } finally {
      connection.leaveOutDescribe = false;
    }
    this.useColumns(known);
  }

  /**
   * What pg does with a row description (Result.addFields), from the columns kept: rows as arrays (as
   * drizzle reads them) also reuse the value parsers made for the statement's first run.
   */
  private useColumns(known: Described): void {
    const state = this as unknown as QueryState;
    const result = state._result as unknown as ResultState;
    const types = result._types;
    if (!result.rowAsArray || typeof types !== 'object' || types === null) {
      state.handleRowDescription.call(this, { fields: known.fields });
      return;
    }
    const parsers = known.parsers.get(types);
    if (parsers) {
      result.fields = known.fields;
      result._parsers = parsers;
    } else {
      result.addFields(known.fields);
      if (result._parsers) known.parsers.set(types, result._parsers);
    }
    state._accumulateRows = Boolean(state.callback) || state.listeners('row').length === 0;
  }

  handleRowDescription(message: { fields: pg.FieldDef[] }): void {
    const state = this as unknown as QueryState;
    if (!described.has(state.name)) {
      if (described.size >= 5000) described.clear();
      described.set(state.name, { text: state.text, fields: message.fields, parsers: new WeakMap() });
    }
    queryPrototype.handleRowDescription.call(this, message);
  }
}

/** A pg client whose queries with parameters run as named prepared statements (see above). */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const connection = (this as unknown as { connection: DescribingConnection }).connection;
    connection.leaveOutDescribe = false;
    connection.describe = function describe(this: DescribingConnection, message, more) {
      if (!this.leaveOutDescribe) pg.Connection.prototype.describe.call(this, message, more);
    };
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this passes them through
  override query(config: any, values?: any, callback?: any): any {
    const params: unknown = Array.isArray(values) ? values : config?.values;
    const named =
      config &&
      typeof config === 'object' &&
      typeof config.text === 'string' &&
      typeof config.submit !== 'function' &&
      Array.isArray(params) &&
      params.length > 0;
    if (!named) return super.query(config, values, callback);
    const name: string = config.name || statementName(config.text);
    if (config.rows || config.callback || config.binary || typeof values === 'function' || callback) {
      // A callback (pg's own pool calls so), paged rows or binary values: run by pg as it is, named.
      return super.query({ ...config, name }, values, callback);
    }
    const query = new NamedQuery(config.text, name, params, config.rowMode, config.types);
    return new Promise((resolve, reject) => {
      (query as unknown as QueryState).callback = (error, result) =>
        error ? reject(error) : resolve(result);
      super.query(query);
    });
  }
}
