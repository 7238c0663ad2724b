/** The parsed JSON body of a test response, loosely typed (tests assert on its shape). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function json(res: Response): Promise<any> {
  return res.json();
}

/**
 * A page's HTML with its answer's script nonce written as `N`: every answer has a nonce of its own (its
 * Content-Security-Policy), so two answers of the same kept page differ only there.
 */
export async function pageHtml(res: Response): Promise<string> {
  const nonce = /'nonce-([\w-]+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
  const html = await res.text();
  return nonce ? html.replaceAll(nonce, 'N') : html;
}
