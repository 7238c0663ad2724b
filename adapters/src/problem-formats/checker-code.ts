/**
 * Checker sources from packages and the argument order they expect. Our judge runs a checker as
 * `checker <input> <user output> <answer>` (testlib's order). HUSTOJ's native `<spj>` expects
 * `<input> <answer> <user output>`; a testlib checker pasted into `<spj>` expects testlib's order
 * (FORMATS.md §4, corpus file 7: run in the wrong order it accepts wrong answers).
 */

/** testlib's own entry points: a checker using them reads testlib's argument order. */
const TESTLIB_MARKERS = [/#\s*include\s*[<"]testlib\.h[>"]/, /\bregisterTestlibCmd\s*\(/, /\bregisterChecker\s*\(/, /\bquitf\s*\(\s*_(ok|wa|pe|fail)\b/];

export function isTestlibChecker(code: string): boolean {
  return TESTLIB_MARKERS.some((marker) => marker.test(code));
}

const SHIM_BEGIN = '//HUSTOJ SPJ ARGUMENTS BEGIN';
const SHIM_END = '//HUSTOJ SPJ ARGUMENTS END';

/*
 * Swaps argv[2] and argv[3] before main runs, whatever main's signature: glibc calls `.init_array`
 * functions with (argc, argv, envp), and main later receives the same argv array. Compiles as C and C++.
 */
const SHIM = `${SHIM_BEGIN}
/* Added on import: this HUSTOJ special judge reads <input> <answer> <user output>; the judge passes
   <input> <user output> <answer>, so the two are swapped before main runs. */
static void hustoj_spj_swap_arguments(int argc, char **argv, char **envp) {
  (void)envp;
  if (argc > 3) { char *user = argv[2]; argv[2] = argv[3]; argv[3] = user; }
}
__attribute__((section(".init_array"), used)) static void (*hustoj_spj_swap_arguments_entry)(int, char **, char **) = hustoj_spj_swap_arguments;
${SHIM_END}
`;

/** A HUSTOJ-order checker made to run in the judge's order (see SHIM). */
export function withHustojArgumentOrder(code: string): string {
  return SHIM + code;
}

/** Whether a stored checker carries the HUSTOJ shim, and its original source. */
export function hustojChecker(code: string): { hustoj: boolean; source: string } {
  if (!code.startsWith(SHIM_BEGIN)) return { hustoj: false, source: code };
  const end = code.indexOf(`${SHIM_END}\n`);
  return end < 0 ? { hustoj: false, source: code } : { hustoj: true, source: code.slice(end + SHIM_END.length + 1) };
}
