import { ENV, type Settings } from './settings';

export type FileStoreKind = 'folder' | 'postgres' | 's3';

/** The file store the settings choose: FILE_STORE, else PostgreSQL whenever there is a PostgreSQL server. */
export function fileStoreKind(settings: Pick<Settings, 'fileStore' | 'databaseUrl'>): FileStoreKind {
  return settings.fileStore ?? (settings.databaseUrl ? 'postgres' : 'folder');
}

/** What the file store's settings lack or contradict, one line each (start-up stops on any). */
export function fileStoreProblems(settings: Settings): string[] {
  const kind = fileStoreKind(settings);
  const problems: string[] = [];
  if (kind === 'postgres' && !settings.databaseUrl) {
    problems.push(`${ENV.fileStore}=postgres keeps files in the PostgreSQL server: set ${ENV.databaseUrl} (the embedded database is this process's own)`);
  }
  if (kind === 's3' && !settings.s3Bucket) problems.push(`${ENV.fileStore}=s3 needs ${ENV.s3Bucket}, the bucket that holds the files`);
  if (Boolean(settings.s3AccessKeyId) !== Boolean(settings.s3SecretAccessKey)) {
    problems.push(`${ENV.s3AccessKeyId} and ${ENV.s3SecretAccessKey} go together: set both, or neither (the SDK's own sources)`);
  }
  return problems;
}
