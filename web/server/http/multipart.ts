import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { fileTooLarge, ValidationError, type SpooledFile, type UploadedFile } from '@oj/core';

/** Other form fields allowed beside the file (the spec's uploads send a gid at most). */
const MAX_FIELDS = 10;

/**
 * Where large uploads are spooled: the system's temporary folder (TMPDIR, read here as well so that a test's
 * own TMPDIR counts), in a folder of their own. Put TMPDIR on a disk with room for a few 256 MB uploads.
 */
export const uploadSpoolDir = () => join(process.env.TMPDIR || tmpdir(), 'oj-uploads');

/** Removes a spooled upload; one already gone is fine. */
export const removeSpooled = (file: SpooledFile | undefined) => (file ? rm(file.path, { force: true }) : Promise.resolve());

export interface Upload {
  fields: Record<string, string>;
  /** The file read into memory (a route without `toDisk`). */
  file?: UploadedFile;
  /** The file streamed to a temporary file (`toDisk`): the caller removes it (removeSpooled) once done. */
  spooled?: SpooledFile;
}

/**
 * Reads one file field of a multipart/form-data request, refusing anything larger than `maxBytes`
 * while it streams (nothing over the limit is kept) and a request without that field. With `toDisk` the
 * bytes go straight to a temporary file, so a 256 MB archive never sits in memory; on every refusal
 * (too large, cut short, malformed, missing) that file is removed before the promise settles.
 */
export function readUpload(req: IncomingMessage, field: string, maxBytes: number, toDisk = false): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: MAX_FIELDS } });
    } catch {
      reject(new ValidationError('error.multipartRequired', { field }));
      return;
    }
    const fields: Record<string, string> = {};
    let file: UploadedFile | undefined;
    let spooled: SpooledFile | undefined;
    let writing: Promise<void> | undefined;
    let failure: Error | undefined;
    let incoming: Readable | undefined;
    let settled = false;
    const fail = async (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume();
      // a file stream that will never end (the client left) ends the write here, so the file can go
      incoming?.destroy();
      await writing?.catch(() => undefined);
      await removeSpooled(spooled);
      reject(error);
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      // a form cut short errors on the file's stream too: unheard, that error would end the process
      stream.on('error', () => {
        failure ??= new ValidationError('error.multipartRequired', { field });
      });
      if (name !== field) {
        stream.resume();
        return;
      }
      stream.on('limit', () => {
        failure = fileTooLarge(maxBytes, field);
      });
      incoming = stream;
      const meta = { field, filename: info.filename ?? '', mimeType: info.mimeType };
      if (toDisk) {
        const path = join(uploadSpoolDir(), `${Date.now()}-${randomBytes(12).toString('hex')}`);
        const sized = { ...meta, path, size: 0 };
        spooled = sized;
        // piped at once (a listener added later would miss what already flowed), counted on the way
        try {
          mkdirSync(uploadSpoolDir(), { recursive: true });
        } catch (error) {
          failure ??= error instanceof Error ? error : new Error(String(error));
          stream.resume();
          return;
        }
        const count = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            sized.size += chunk.length;
            done(null, chunk);
          },
        });
        writing = pipeline(stream, count, createWriteStream(path, { mode: 0o600 }));
        writing.catch((error: unknown) => {
          // a full disk or an unwritable folder: the rest of the upload is drained and refused
          failure ??= error instanceof Error ? error : new Error(String(error));
          stream.resume();
        });
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (!failure) file = { ...meta, data: Buffer.concat(chunks) };
      });
    });
    parser.on('error', () => void fail(new ValidationError('error.multipartRequired', { field })));
    parser.on('close', () => {
      void (async () => {
        // the parser is done once the file's last bytes are read; they are on disk only when the write ends
        await writing?.catch(() => undefined);
        if (failure) return fail(failure);
        if (!file && !spooled) return fail(new ValidationError('error.fileMissing', { field }, [{ field, key: 'error.fileMissing', params: { field } }]));
        settled = true;
        resolve({ fields, file, spooled });
      })();
    });
    // a client that goes away mid-upload: busboy never closes, so the partial file goes here
    req.on('close', () => {
      if (!req.complete) void fail(new ValidationError('error.multipartRequired', { field }));
    });
    req.pipe(parser);
  });
}
