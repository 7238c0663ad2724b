import { fileStoreKind, type Settings } from '@oj/config';
import type { FileStoreChoice } from './open-file-store';

/** FILE_STORE and the S3_* settings as `openFileStore` takes them (the embedded site keeps its folder). */
export function fileStoreChoice(settings: Settings, dataDir: string): FileStoreChoice {
  const kind = fileStoreKind(settings);
  if (kind === 'postgres') return { kind, databaseUrl: settings.databaseUrl as string };
  if (kind === 's3') {
    const credentials = settings.s3AccessKeyId && settings.s3SecretAccessKey ? { accessKeyId: settings.s3AccessKeyId, secretAccessKey: settings.s3SecretAccessKey } : undefined;
    return {
      kind,
      s3: { endpoint: settings.s3Endpoint, region: settings.s3Region, bucket: settings.s3Bucket as string, prefix: settings.s3Prefix ?? '', credentials, forcePathStyle: settings.s3ForcePathStyle },
    };
  }
  return { kind, dataDir };
}
