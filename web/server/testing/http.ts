/** The parsed JSON body of a test response, loosely typed (tests assert on its shape). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function json(res: Response): Promise<any> {
  return res.json();
}
