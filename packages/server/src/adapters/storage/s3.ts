import type { Clock } from '../../clock';
import { assertStorageKey, type FileStorage } from './port';
import { type Credentials, sha256Hex, signRequest, uriEncode } from './sigv4';

export interface S3Settings {
  bucket: string;
  region: string;
  /** https://s3.<region>.amazonaws.com, or the address of an S3-compatible store. */
  endpoint: string;
  /** Bucket in the path (most S3-compatible stores) rather than in the host name. */
  forcePathStyle: boolean;
  /** Prepended to every key ('portal/'), or ''. */
  prefix: string;
  credentials: Credentials;
  timeoutMs: number;
}

type Env = Record<string, string | undefined>;

/** The S3_* settings of STORAGE=s3; anything missing stops the start. */
export function loadS3Settings(env: Env, production: boolean): S3Settings {
  const bucket = env.S3_BUCKET?.trim();
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!bucket || !accessKeyId || !secretAccessKey)
    throw new Error('STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  const region = env.S3_REGION?.trim() || 'us-east-1';
  const rawEndpoint = env.S3_ENDPOINT?.trim();
  let endpoint: URL;
  try {
    endpoint = new URL(rawEndpoint || `https://s3.${region}.amazonaws.com`);
  } catch {
    throw new Error(`S3_ENDPOINT is not an address: '${rawEndpoint}'`);
  }
  if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:')
    throw new Error('S3_ENDPOINT must be an http(s) address');
  if (production && endpoint.protocol !== 'https:')
    throw new Error('S3_ENDPOINT must be https in production: the files are patients’ documents');
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim();
  if (pathStyle && !['0', '1', 'true', 'false'].includes(pathStyle))
    throw new Error(`S3_FORCE_PATH_STYLE must be 1 or 0, got '${pathStyle}'`);
  const prefix = env.S3_PREFIX?.trim() ?? '';
  if (prefix && !/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\/$/.test(prefix))
    throw new Error("S3_PREFIX must be folder names ending in '/', e.g. 'portal/'");
  return {
    bucket,
    region,
    endpoint: endpoint.origin,
    // A store of our own (an endpoint given) is path-style unless told otherwise.
    forcePathStyle: pathStyle ? pathStyle === '1' || pathStyle === 'true' : Boolean(rawEndpoint),
    prefix,
    credentials: { accessKeyId, secretAccessKey, sessionToken: env.S3_SESSION_TOKEN?.trim() || undefined },
    timeoutMs: 30_000,
  };
}

/**
 * An S3 bucket, or any store that speaks the S3 API (MinIO, Ceph, Garage...): PUT, GET and DELETE
 * of one object each, signed with AWS Signature Version 4. Objects are private (no ACL is set).
 */
export class S3FileStorage implements FileStorage {
  readonly name = 's3';

  constructor(
    private readonly settings: S3Settings,
    private readonly clock: Clock,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** The object's address: path-style `endpoint/bucket/key` or virtual-hosted `bucket.endpoint/key`. */
  urlOf(key: string): URL {
    assertStorageKey(key);
    const { endpoint, bucket, prefix, forcePathStyle } = this.settings;
    const objectPath = `${prefix}${key}`.split('/').map(uriEncode).join('/');
    if (forcePathStyle) return new URL(`${endpoint}/${uriEncode(bucket)}/${objectPath}`);
    const base = new URL(endpoint);
    base.hostname = `${bucket}.${base.hostname}`;
    return new URL(`/${objectPath}`, base);
  }

  private async send(method: string, key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = this.urlOf(key);
    const headers = signRequest({
      method,
      url,
      headers: contentType ? { 'content-type': contentType } : {},
      payloadHash: sha256Hex(body ?? ''),
      region: this.settings.region,
      service: 's3',
      credentials: this.settings.credentials,
      now: this.clock(),
    });
    // host is set by fetch from the address.
    const { host: _host, ...sent } = headers;
    return this.fetchImpl(url, {
      method,
      headers: sent,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
  }

  private async failed(method: string, response: Response): Promise<never> {
    // The store's error code only (e.g. AccessDenied, NoSuchBucket): never keys or credentials.
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1] ?? 'unknown';
    throw new Error(`S3 ${method} answered ${response.status} (${code})`);
  }

  async put(key: string, content: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, content, contentType);
    if (!response.ok) await this.failed('PUT', response);
    await response.arrayBuffer();
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.arrayBuffer();
      return null;
    }
    if (!response.ok) await this.failed('GET', response);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    // S3 answers 204 for a missing key too; some compatible stores answer 404.
    if (!response.ok && response.status !== 404) await this.failed('DELETE', response);
    await response.arrayBuffer();
  }
}
