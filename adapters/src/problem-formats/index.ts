import type { ArchiveReader, ArchiveWriter, ProblemFormat, ProblemFormatId, ProblemFormats } from '@oj/core';
import { FpsFormat } from './fps';
import { HojFormat } from './hoj';
import { HydroFormat } from './hydro';
import { QduojFormat } from './qduoj';

export { FpsFormat, parseFps } from './fps';
export { serializeFps } from './fps-writer';
export { HojFormat } from './hoj';
export { HydroFormat } from './hydro';
export { QduojFormat } from './qduoj';
export { joinTemplate, splitTemplate, type TemplateParts } from './code-template';

/** Every package format, reading and writing zips through the given archive ports. */
export function problemFormats(reader: ArchiveReader, writer: ArchiveWriter): ProblemFormats {
  const formats: ProblemFormat[] = [new HojFormat(reader, writer), new FpsFormat(reader), new QduojFormat(reader, writer), new HydroFormat(reader, writer)];
  return new Map<ProblemFormatId, ProblemFormat>(formats.map((f) => [f.id, f]));
}
