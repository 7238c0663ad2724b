import { ValidationError } from '../shared/errors';
import { extraFilesOf, SUBTASK_MODES } from './problem-form.rules';
import { caseDataSize, type ImportCase, type ProblemPackage } from './problem-package';
import { DIFFICULTY_MAX, PROBLEM_LIMITS, ProblemType } from './problem.model';
import { TAG_NAME_MAX } from './tag.model';
import { TEST_CASE_FILE_MAX_BYTES } from './testcase-upload.service';

/** Display ids go into URLs and file names (the admin form's rule). */
export const DISPLAY_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Bounds on what a package may bring beside its cases. */
export const PACKAGE_LIMITS = {
  attachmentMaxBytes: 16 * 1024 * 1024,
  attachmentsMax: 100,
  tagsMax: 50,
  codeMax: 65_535,
} as const;

const refuse = (key: string, title: string, params: Record<string, unknown> = {}): never => {
  throw new ValidationError(key, { title, ...params });
};

const inRange = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;

/** A case or attachment name as a download may use it: no folders above, not absolute, not empty. */
const safeName = (name: string) => name !== '' && !name.startsWith('/') && !name.split(/[\\/]/).some((part) => part === '..' || part === '') && !name.includes('\u0000');

/**
 * Checks one imported package against the rules the admin form enforces (03 §5) and the site's limits,
 * before anything is stored. Refusals name the problem by its title. Normalises what the form would
 * (trims, null extra files), and answers the package to save.
 */
export function checkPackage<C extends ImportCase>(pkg: ProblemPackage<C>): ProblemPackage<C> {
  const f = { ...pkg.fields };
  const title = f.title.trim();
  if (!title) refuse('problemImport.noTitle', '', { item: f.problemId || '?' });
  if (title.length > PROBLEM_LIMITS.titleMax) refuse('problemImport.titleTooLong', title.slice(0, 40), { max: PROBLEM_LIMITS.titleMax });
  f.title = title;
  const limits = [
    ['timeLimit', PROBLEM_LIMITS.timeLimitMax, 'ms'],
    ['memoryLimit', PROBLEM_LIMITS.memoryLimitMax, 'MB'],
    ['stackLimit', PROBLEM_LIMITS.stackLimitMax, 'MB'],
  ] as const;
  for (const [field, max, unit] of limits) if (!inRange(f[field], max)) refuse('problemImport.limitOutOfRange', title, { field, value: f[field], max, unit });
  for (const field of ['description', 'input', 'output', 'examples', 'hint', 'source'] as const) {
    if (f[field].length > PROBLEM_LIMITS.textMax) refuse('problemImport.textTooLong', title, { field });
  }
  if (!Number.isInteger(f.difficulty) || f.difficulty < 0 || f.difficulty > DIFFICULTY_MAX) f.difficulty = 0;
  if (f.judgeMode !== 'default' && !f.spjCode?.trim()) refuse('problemImport.checkerMissing', title);
  // what the edit page could not save or compile again is not imported either
  if ((f.spjCode?.length ?? 0) > PROBLEM_LIMITS.checkerCodeMax) refuse('problemImport.textTooLong', title, { field: 'spjCode' });
  if (f.isFileIO && (!f.ioReadFileName?.trim() || !f.ioWriteFileName?.trim())) refuse('problemImport.fileIONames', title);
  try {
    f.userExtraFile = extraFilesOf(f.userExtraFile, 'userExtraFile');
    f.judgeExtraFile = extraFilesOf(f.judgeExtraFile, 'judgeExtraFile');
  } catch {
    refuse('problemImport.extraFileInvalid', title);
  }

  // imports are always our own judge's problems (remote mirrors come from the remote judges), so they need data
  if (pkg.cases.length === 0) refuse('problemImport.noTestData', title);
  if (pkg.cases.length > PROBLEM_LIMITS.caseCountMax) refuse('problemImport.tooManyCases', title, { max: PROBLEM_LIMITS.caseCountMax });
  const names = new Set<string>();
  for (const c of pkg.cases) {
    for (const [name, data] of [[c.inputName, c.input], [c.outputName, c.output]] as const) {
      if (!safeName(name)) refuse('problemImport.badFileName', title, { name });
      if (caseDataSize(data) > TEST_CASE_FILE_MAX_BYTES) refuse('problemImport.caseTooLarge', title, { name, max: `${TEST_CASE_FILE_MAX_BYTES / 1024 / 1024}MB` });
    }
    if (names.has(c.inputName)) refuse('problemImport.duplicateCase', title, { name: c.inputName });
    names.add(c.inputName);
    if (f.type === ProblemType.OI && (!Number.isInteger(c.score) || c.score < 0)) refuse('problemImport.badScore', title, { name: c.inputName });
    if (SUBTASK_MODES.includes(f.judgeCaseMode) && (c.groupNum === null || !Number.isInteger(c.groupNum) || c.groupNum < 1)) refuse('problemImport.groupNumRequired', title, { name: c.inputName });
  }
  if (pkg.attachments.length > PACKAGE_LIMITS.attachmentsMax) refuse('problemImport.tooManyAttachments', title, { max: PACKAGE_LIMITS.attachmentsMax });
  for (const a of pkg.attachments) {
    if (!safeName(a.name)) refuse('problemImport.badFileName', title, { name: a.name });
    if (a.data.length > PACKAGE_LIMITS.attachmentMaxBytes) refuse('problemImport.attachmentTooLarge', title, { name: a.name, max: `${PACKAGE_LIMITS.attachmentMaxBytes / 1024 / 1024}MB` });
  }
  const tags = [...new Set(pkg.tags.map((t) => t.trim()).filter(Boolean))];
  if (tags.length > PACKAGE_LIMITS.tagsMax) refuse('problemImport.tooManyTags', title, { max: PACKAGE_LIMITS.tagsMax });
  for (const tag of tags) if (tag.length > TAG_NAME_MAX) refuse('problemImport.tagTooLong', title, { tag: tag.slice(0, 40) });
  for (const t of pkg.codeTemplates) if (t.code.length > PACKAGE_LIMITS.codeMax) refuse('problemImport.templateTooLong', title, { language: t.language });
  return { ...pkg, fields: f, tags };
}
