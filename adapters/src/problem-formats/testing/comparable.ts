import type { ProblemPackage } from '@oj/core';

/** Packages with their buffers as base64, so `toEqual` shows where two differ. */
export function comparable(packages: ProblemPackage[]): unknown {
  return packages.map((p) => ({
    ...p,
    cases: p.cases.map((c) => ({ ...c, input: c.input.toString('base64'), output: c.output.toString('base64') })),
    attachments: p.attachments.map((a) => ({ name: a.name, data: a.data.toString('base64') })),
  }));
}
