/** One sample of a problem: input and expected output. */
export interface Example {
  input: string;
  output: string;
}

const PAIR = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;

/** The samples of HOJ's `examples` string (`<input>…</input><output>…</output>` pairs, 01 §3). */
export function parseExamples(examples: string | null | undefined): Example[] {
  if (!examples) return [];
  return [...examples.matchAll(PAIR)].map(([, input, output]) => ({ input, output }));
}
