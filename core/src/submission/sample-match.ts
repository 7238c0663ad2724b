const PAIR = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;

/** The samples of HOJ's `examples` string (`<input>…</input><output>…</output>` pairs, 01 §3). */
export function samplesOf(examples: string | null | undefined): Array<{ input: string; output: string }> {
  return [...(examples ?? '').matchAll(PAIR)].map((m) => ({ input: m[1], output: m[2] }));
}

/** Text as a judge compares it: trailing blanks of each line and trailing empty lines do not count. */
const normalized = (text: string) => text.replace(/\r\n?/g, '\n').split('\n').map((line) => line.trimEnd()).join('\n').trimEnd();

/** The sample (1-based) whose input is this test input, if any: a test run on it is checked against its output. */
export function matchSample(examples: string | null | undefined, input: string): { sampleIndex: number; output: string } | undefined {
  const wanted = normalized(input);
  const samples = samplesOf(examples);
  const index = samples.findIndex((s) => normalized(s.input) === wanted);
  return index < 0 ? undefined : { sampleIndex: index + 1, output: samples[index].output };
}
