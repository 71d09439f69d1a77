/**
 * The file storage adapter (adapters/storage): one set of interface tests run against the local
 * folder and against an S3-compatible server (s3rver, in this process); the SigV4 signing against
 * the examples AWS publishes for S3 (s3rver accepts any v4 signature, so it cannot check them).
 */
import { mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../adapters/storage/local';
import type { FileStorage } from '../adapters/storage/port';
import { loadS3Settings, S3FileStorage } from '../adapters/storage/s3';
import { sha256Hex, signRequest } from '../adapters/storage/sigv4';
import { loadConfig } from '../config';

const PDF = Buffer.from('%PDF-1.4\nhello\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e.pdf';

let localDir: string;
let s3: S3rver;
let s3Storage: S3FileStorage;

beforeAll(async () => {
  localDir = path.join(await mkdtemp(path.join(tmpdir(), 'portal-storage-')), 'files');
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: await mkdtemp(path.join(tmpdir(), 'portal-s3rver-')),
    resetOnClose: true,
    configureBuckets: [{ name: 'portal-files' }],
  });
  const { port } = await s3.run();
  const settings = loadS3Settings(
    {
      S3_BUCKET: 'portal-files',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'documents/',
    },
    false,
  );
  s3Storage = new S3FileStorage(settings, () => new Date());
});

afterAll(async () => {
  await s3?.close();
});

describe.each([
  ['local folder', () => new LocalFileStorage(localDir) as FileStorage],
  ['S3-compatible server', () => s3Storage as FileStorage],
])('file storage: %s', (_name, storageOf) => {
  it('answers what was put, replaces it under the same key, and forgets it when deleted', async () => {
    const storage = storageOf();
    expect(await storage.get(KEY)).toBeNull();
    await storage.put(KEY, PDF, 'application/pdf');
    expect((await storage.get(KEY))?.equals(PDF)).toBe(true);
    await storage.put(KEY, PNG, 'image/png');
    expect((await storage.get(KEY))?.equals(PNG)).toBe(true);
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();
    // Deleting what is not there is not an error.
    await storage.delete(KEY);
  });

  it('keeps files apart by key and keeps empty and large ones whole', async () => {
    const storage = storageOf();
    const big = Buffer.alloc(2_048_000, 7);
    await storage.put('a.png', PNG, 'image/png');
    await storage.put('b.png', big, 'image/png');
    expect((await storage.get('a.png'))?.equals(PNG)).toBe(true);
    expect((await storage.get('b.png'))?.equals(big)).toBe(true);
    await storage.delete('a.png');
    expect((await storage.get('b.png'))?.length).toBe(big.length);
    await storage.delete('b.png');
  });

  it('refuses anything but a key the server made: paths, .., empty, no extension', async () => {
    const storage = storageOf();
    for (const key of ['../escape.pdf', 'a/b.pdf', '..', '', 'noextension', '.hidden.pdf', 'x.pdf\n']) {
      await expect(storage.put(key, PDF, 'application/pdf'), key).rejects.toThrow('Not a storage key');
      await expect(storage.get(key), key).rejects.toThrow('Not a storage key');
      await expect(storage.delete(key), key).rejects.toThrow('Not a storage key');
    }
  });
});

describe('local folder', () => {
  it('creates its folder on first use, readable by the owner only, and leaves no partial files', async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'portal-storage-')), 'data', 'files');
    const storage: FileStorage = new LocalFileStorage(dir);
    await storage.put(KEY, PDF, 'application/pdf');
    expect(await readdir(dir)).toEqual([KEY]);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dir, KEY))).mode & 0o777).toBe(0o600);
  });
});

describe('S3 settings and addresses', () => {
  const base = { S3_BUCKET: 'bucket', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' };

  it('is AWS virtual-hosted by default, path-style for an endpoint of its own', () => {
    const aws = new S3FileStorage(
      loadS3Settings({ ...base, S3_REGION: 'me-central-1' }, true),
      () => new Date(),
    );
    expect(aws.urlOf(KEY).toString()).toBe(`https://bucket.s3.me-central-1.amazonaws.com/${KEY}`);
    const own = new S3FileStorage(
      loadS3Settings({ ...base, S3_ENDPOINT: 'https://files.example.ae', S3_PREFIX: 'portal/' }, true),
      () => new Date(),
    );
    expect(own.urlOf(KEY).toString()).toBe(`https://files.example.ae/bucket/portal/${KEY}`);
  });

  it('stops the start without bucket or keys, on plain http in production, and on an odd prefix', () => {
    expect(() => loadS3Settings({ S3_BUCKET: 'bucket' }, false)).toThrow('S3_ACCESS_KEY_ID');
    expect(() => loadS3Settings({ ...base, S3_ENDPOINT: 'http://minio:9000' }, true)).toThrow('https');
    expect(() => loadS3Settings({ ...base, S3_PREFIX: '../x/' }, false)).toThrow('S3_PREFIX');
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow("STORAGE 'ftp' is not supported");
  });

  it('STORAGE picks the adapter; the local folder defaults to files in the data directory', () => {
    expect(loadConfig({ DATA_DIR: '/srv/portal' }).storage).toEqual({
      driver: 'local',
      dir: '/srv/portal/files',
    });
    expect(loadConfig({ STORAGE_DIR: '/mnt/files' }).storage).toEqual({ driver: 'local', dir: '/mnt/files' });
    expect(loadConfig({ STORAGE: 's3', ...base }).storage).toMatchObject({
      driver: 's3',
      s3: { bucket: 'bucket' },
    });
  });
});

describe('AWS Signature Version 4, against the S3 examples AWS publishes', () => {
  const credentials = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  };
  const now = new Date('2013-05-24T00:00:00Z');

  it('signs GET Object with a Range header', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: sha256Hex(''),
      region: 'us-east-1',
      service: 's3',
      credentials,
      now,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-content-sha256']).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('signs PUT Object with a body, an encoded key and more headers', () => {
    const body = 'Welcome to Amazon S3.';
    const headers = signRequest({
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test%24file.text'),
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: sha256Hex(body),
      region: 'us-east-1',
      service: 's3',
      credentials,
      now,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('signs a query string sorted and encoded (GET Bucket lifecycle)', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/?lifecycle'),
      headers: {},
      payloadHash: sha256Hex(''),
      region: 'us-east-1',
      service: 's3',
      credentials,
      now,
    });
    expect(headers.authorization).toContain(
      'Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543',
    );
  });
});
