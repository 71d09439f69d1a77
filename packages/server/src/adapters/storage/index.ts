import type { Clock } from '../../clock';
import type { Config } from '../../config';
import { LocalFileStorage } from './local';
import type { FileStorage } from './port';
import { S3FileStorage } from './s3';

export * from './port';

/** The storage the configuration names (config.ts storage): a local folder or an S3 bucket. */
export function fileStorage(config: Config, clock: Clock): FileStorage {
  const settings = config.storage;
  return settings.driver === 's3'
    ? new S3FileStorage(settings.s3, clock)
    : new LocalFileStorage(settings.dir);
}
