/** Progress = solved / total × 100 with two decimals, 0 when the training has no problems (02 §9). */
export function progressPercent(acCount: number | null | undefined, problemCount: number | null | undefined): number {
  if (!problemCount || !acCount) return 0;
  return Number(((acCount / problemCount) * 100).toFixed(2));
}
