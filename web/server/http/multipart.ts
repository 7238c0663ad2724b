import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { fileTooLarge, ValidationError, type UploadedFile } from '@oj/core';

/** Other form fields allowed beside the file (the spec's uploads send a gid at most). */
const MAX_FIELDS = 10;

/**
 * Reads one file field of a multipart/form-data request, refusing anything larger than `maxBytes`
 * while it streams (nothing over the limit is kept in memory) and a request without that field.
 */
export function readUpload(req: IncomingMessage, field: string, maxBytes: number): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
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
    let failure: Error | undefined;
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
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = fileTooLarge(maxBytes, field);
      });
      stream.on('end', () => {
        if (!failure) file = { field, filename: info.filename ?? '', mimeType: info.mimeType, data: Buffer.concat(chunks) };
      });
    });
    parser.on('error', () => reject(new ValidationError('error.multipartRequired', { field })));
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!file) reject(new ValidationError('error.fileMissing', { field }, [{ field, key: 'error.fileMissing', params: { field } }]));
      else resolve({ file, fields });
    });
    req.pipe(parser);
  });
}
