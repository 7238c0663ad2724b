import type { ProblemFields } from './problem.model';

/** One test case as an archive carries it: names, bytes, score and subtask group. */
export interface PackageCase {
  inputName: string;
  outputName: string;
  input: Buffer;
  output: Buffer;
  score: number;
  groupNum: number | null;
}

/**
 * A problem as the import and export formats (FPS, QDUOJ, Hydro, HOJ) carry it, independent of the
 * site's ids: tags by name, languages and templates by the site's language name. Importers produce
 * these; the import service saves them like the admin form does. Exporters read them back.
 */
export interface ProblemPackage {
  fields: ProblemFields;
  tags: string[];
  /** Language names ('C', 'C++', 'Java', ...); empty: every language of our judge. */
  languages: string[];
  codeTemplates: Array<{ language: string; code: string }>;
  cases: PackageCase[];
  /** Reference solutions some formats carry (FPS `<solution>`); kept for tests and export. */
  solutions: Array<{ language: string; code: string }>;
  /** Images and other files the statement links to, by the name the statement uses. */
  attachments: Array<{ name: string; data: Buffer }>;
}
