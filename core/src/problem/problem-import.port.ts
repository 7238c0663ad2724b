import type { ServiceIdentifier } from 'inversify';
import type { ProblemPackage } from './problem-package';

/** The package formats the site reads and writes: HOJ's JSON zip (the default), FPS XML, QDUOJ's and Hydro's zips. */
export const PROBLEM_FORMAT_IDS = ['hoj', 'fps', 'qduoj', 'hydro'] as const;
export type ProblemFormatId = (typeof PROBLEM_FORMAT_IDS)[number];

/** An uploaded or exported package file. */
export interface PackageFile {
  filename: string;
  data: Buffer;
}

/** An uploaded package: in memory, or spooled to a temporary file (a large zip is read from there entry by entry). */
export type PackageUpload = PackageFile | { filename: string; path: string };

/** An export ready to send: its suggested file name, its media type and its bytes. */
export interface SerializedPackages extends PackageFile {
  contentType: string;
}

/**
 * One package format. `parse` reads a whole upload into packages, or refuses it with a ValidationError
 * naming what is wrong (`problemImport.*` or `archive.*` keys) before anything is stored; `serialize`
 * writes packages so that `parse` reads them back unchanged (for what the format can carry).
 */
export interface ProblemFormat {
  readonly id: ProblemFormatId;
  parse(upload: PackageUpload): Promise<ProblemPackage[]>;
  serialize(packages: readonly ProblemPackage[]): Promise<SerializedPackages>;
}

/** The formats by id (every id of PROBLEM_FORMAT_IDS is present). */
export type ProblemFormats = ReadonlyMap<ProblemFormatId, ProblemFormat>;

export const PROBLEM_FORMATS: ServiceIdentifier<ProblemFormats> = Symbol.for('oj.ProblemFormats');

/**
 * How statements reference a package's attachments: `file://<name>` (Hydro's convention). The import
 * service turns these into the stored files' URLs, and export turns those URLs back.
 */
export const ATTACHMENT_SCHEME = 'file://';

/** Bounds of one import request (a larger upload or package is refused whole, with the bound in the message). */
export const PROBLEM_IMPORT_LIMITS = {
  /** Bytes of the uploaded file (zip or FPS XML). */
  maxUploadBytes: 256 * 1024 * 1024,
  /** Problems in one upload. */
  maxProblems: 500,
  /** Files in one uploaded zip. */
  maxArchiveEntries: 20_000,
  /** Bytes a zip may unpack to in all. */
  maxArchiveBytes: 1024 * 1024 * 1024,
} as const;
