import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { FILE_HASH_PATTERN, NotFound, type PutOptions, type StoredFile } from '@oj/core';
import type { CollectableFileStore, ListedFile } from './collectable-file-store';
import { meteredPieces } from './metered-chunks';

/** Multipart part size: S3 wants at least 5 MiB per part but the last; this is all an upload holds. */
export const S3_PART_BYTES = 8 * 1024 * 1024;

/** Where the S3 store keeps its files: an S3-compatible service (AWS, MinIO, Ceph's radosgw) and a bucket. */
export interface S3FileStoreOptions {
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Key prefix, e.g. `oj/` when the bucket is shared; '' for none. */
  prefix: string;
  /** Unset: the SDK's usual chain (AWS_* variables, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Path-style URLs (`endpoint/bucket/key`), as MinIO and radosgw usually want. */
  forcePathStyle: boolean;
}

/** User metadata of the last time these bytes were stored again (see `touch`). */
const TOUCHED_META = 'touched';

const isMissing = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket, named `<prefix><first two hex digits>/<sha256>`. An upload is sent to a
 * temporary key while it is hashed (small files in one request, large ones in 8 MiB parts), then copied to its
 * name inside the service, so a reader never sees half a file; bytes already stored are only touched (copied
 * onto themselves, which renews LastModified, the collector's grace clock).
 */
export class S3FileStore implements CollectableFileStore {
  readonly client: S3Client;

  constructor(private readonly options: S3FileStoreOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // the newer SDK checksums (CRC trailers) are not understood by every S3-compatible service
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(content: Buffer | Readable, options: PutOptions): Promise<StoredFile> {
    const upload = meteredPieces(content, options.maxBytes, S3_PART_BYTES);
    const first = await upload.pieces.next();
    const second = first.done ? first : await upload.pieces.next();
    if (second.done) {
      // one piece: its name is known before anything is sent
      const { hash, size } = upload.result();
      if (!(await this.touch(hash))) await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(hash), Body: first.done ? Buffer.alloc(0) : first.value }));
      return { hash, size };
    }
    const tmpKey = `${this.options.prefix}tmp/${randomUUID()}`;
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.options.bucket, Key: tmpKey }));
    const parts: CompletedPart[] = [];
    const sendPart = async (body: Buffer) => {
      const PartNumber = parts.length + 1;
      const { ETag } = await this.client.send(new UploadPartCommand({ Bucket: this.options.bucket, Key: tmpKey, UploadId, PartNumber, Body: body }));
      parts.push({ ETag, PartNumber });
    };
    try {
      await sendPart(first.value as Buffer);
      await sendPart(second.value);
      for await (const piece of upload.pieces) await sendPart(piece);
      await this.client.send(new CompleteMultipartUploadCommand({ Bucket: this.options.bucket, Key: tmpKey, UploadId, MultipartUpload: { Parts: parts } }));
    } catch (error) {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.options.bucket, Key: tmpKey, UploadId })).catch(() => undefined);
      throw error;
    }
    const { hash, size } = upload.result();
    try {
      if (!(await this.touch(hash))) await this.client.send(new CopyObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(hash), CopySource: this.copySource(tmpKey) }));
    } finally {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: tmpKey }));
    }
    return { hash, size };
  }

  async read(hash: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.stream(hash)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stream(hash: string): Promise<Readable> {
    if (!FILE_HASH_PATTERN.test(hash)) throw new NotFound('error.notFound', { hash });
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(hash) }));
      return Body as Readable;
    } catch (e) {
      throw isMissing(e) ? new NotFound('error.notFound', { hash }) : e;
    }
  }

  async stat(hash: string): Promise<StoredFile | undefined> {
    if (!FILE_HASH_PATTERN.test(hash)) return undefined;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(hash) }));
      return { hash, size: head.ContentLength ?? 0 };
    } catch (e) {
      if (isMissing(e)) return undefined;
      throw e;
    }
  }

  async lastTouched(hash: string): Promise<Date | undefined> {
    if (!FILE_HASH_PATTERN.test(hash)) return undefined;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(hash) }));
      const touched = head.Metadata?.[TOUCHED_META] ? new Date(head.Metadata[TOUCHED_META]) : new Date(0);
      const modified = head.LastModified ?? new Date(0);
      return touched > modified ? touched : modified;
    } catch (e) {
      if (isMissing(e)) return undefined;
      throw e;
    }
  }

  /** Best effort: S3 has no conditional delete everywhere, so a re-store in the same instant may lose (docs). */
  async deleteUntouchedSince(hash: string, since: Date): Promise<boolean> {
    const touched = await this.lastTouched(hash);
    if (!touched || touched >= since) return false;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(hash) }));
    return true;
  }

  async delete(hash: string): Promise<boolean> {
    if (!(await this.stat(hash))) return false;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(hash) }));
    return true;
  }

  async *list(): AsyncIterable<ListedFile> {
    for await (const object of this.objects(this.options.prefix)) {
      const hash = object.key.slice(this.options.prefix.length).split('/')[1] ?? '';
      if (FILE_HASH_PATTERN.test(hash) && object.key === this.keyOf(hash)) yield { hash, size: object.size, touchedAt: object.lastModified };
    }
  }

  /** Temporary keys of uploads cut short; multipart uploads never completed are left to the bucket's lifecycle rule (docs). */
  async sweepUnfinished(olderThan: Date): Promise<number> {
    let swept = 0;
    for await (const object of this.objects(`${this.options.prefix}tmp/`)) {
      if (object.lastModified >= olderThan) continue;
      await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: object.key }));
      swept++;
    }
    return swept;
  }

  close(): void {
    this.client.destroy();
  }

  private async *objects(prefix: string): AsyncIterable<{ key: string; size: number; lastModified: Date }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: prefix, ContinuationToken }));
      for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, size: o.Size ?? 0, lastModified: o.LastModified ?? new Date(0) };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** Renews a stored file's LastModified; false when there is no such file. */
  private async touch(hash: string): Promise<boolean> {
    if (!(await this.stat(hash))) return false;
    const Key = this.keyOf(hash);
    // the time also goes into the metadata: not every S3-compatible service renews LastModified on such a copy
    const Metadata = { [TOUCHED_META]: new Date().toISOString() };
    await this.client.send(new CopyObjectCommand({ Bucket: this.options.bucket, Key, CopySource: this.copySource(Key), MetadataDirective: 'REPLACE', Metadata }));
    return true;
  }

  private copySource(key: string): string {
    return `${this.options.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  private keyOf(hash: string): string {
    return `${this.options.prefix}${hash.slice(0, 2)}/${hash}`;
  }
}
