import type { Readable } from 'node:stream';
import type { ProblemFields } from './problem.model';

/**
 * A case file left in the uploaded archive until it is stored: its size as the zip declares it (the
 * archive refuses a file that inflates past that) and a way to stream it. A ~200 MB import is thus
 * read one case at a time, never whole (docs/operations.md, Files).
 */
export interface LazyCaseFile {
  readonly size: number;
  open(): Promise<Readable>;
}

/** A case file's bytes: in memory (FPS XML, hand-typed cases, export) or still in the archive. */
export type CaseData = Buffer | LazyCaseFile;

/** Bytes of a case file, without reading it. */
export const caseDataSize = (data: CaseData): number => (Buffer.isBuffer(data) ? data.length : data.size);

/** One test case as an archive carries it: names, bytes, score and subtask group. */
export interface PackageCaseOf<D extends CaseData> {
  inputName: string;
  outputName: string;
  input: D;
  output: D;
  score: number;
  groupNum: number | null;
}

/** A case held in memory (what `parse` gives and what export writes). */
export type PackageCase = PackageCaseOf<Buffer>;

/** A case as an import reads it: in memory, or streamed from the archive when it is stored. */
export type ImportCase = PackageCaseOf<CaseData>;

/**
 * A problem as the import and export formats (FPS, QDUOJ, Hydro, HOJ) carry it, independent of the
 * site's ids: tags by name, languages and templates by the site's language name. Importers produce
 * these; the import service saves them like the admin form does. Exporters read them back.
 */
export interface ProblemPackage<C extends ImportCase = PackageCase> {
  fields: ProblemFields;
  tags: string[];
  /** Language names ('C', 'C++', 'Java', ...); empty: every language of our judge. */
  languages: string[];
  codeTemplates: Array<{ language: string; code: string }>;
  cases: C[];
  /** Reference solutions some formats carry (FPS `<solution>`); kept for tests and export. */
  solutions: Array<{ language: string; code: string }>;
  /** Images and other files the statement links to, by the name the statement uses. */
  attachments: Array<{ name: string; data: Buffer }>;
}

/** A package whose cases may still be in the archive (see ProblemFormat.parseLazily). */
export type ImportPackage = ProblemPackage<ImportCase>;
