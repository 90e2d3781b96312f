/** Where uploaded files live: under the data folder (default) or in an S3-compatible bucket. */
export type StorageConfig = { driver: 'disk' } | S3Config;

export interface S3Config {
  driver: 's3';
  /** Unset: AWS itself; set for S3-compatible services (MinIO, R2, Scaleway, ...). */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's default credential chain (e.g. an instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path rather than the host name, as most S3-compatible services want. */
  forcePathStyle: boolean;
}

/** Reads STORAGE and S3_*; a half-configured bucket stops the start with a clear reason. */
export function loadStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const driver = env.STORAGE || 'disk';
  if (driver === 'disk') return { driver };
  if (driver !== 's3') throw new Error(`STORAGE must be "disk" or "s3", got "${driver}"`);
  if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  const endpoint = env.S3_ENDPOINT || undefined;
  return {
    driver,
    endpoint,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : endpoint !== undefined,
  };
}
