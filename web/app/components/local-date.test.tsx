import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { LocalDate } from './local-date';

// The server render is what the browser's hydration must repeat exactly: it may not depend on the time
// zone or on the language data of the machine. The localised form comes after hydration (browser test).
describe('a date as the server renders it', () => {
  it('writes the stable UTC form with the moment in dateTime, whatever the language', () => {
    for (const locale of ['zh-CN', 'en-US']) {
      expect(renderToString(<LocalDate value="2026-11-25T03:04:05Z" locale={locale} />)).toBe('<time dateTime="2026-11-25T03:04:05.000Z">2026-11-25 03:04:05 UTC</time>');
      expect(renderToString(<LocalDate value="2026-11-25T03:04:05Z" locale={locale} style="date" />)).toBe('<time dateTime="2026-11-25T03:04:05.000Z">2026-11-25</time>');
    }
  });

  it('writes -- for no moment', () => {
    expect(renderToString(<LocalDate value={null} locale="en-US" testId="when" />)).toBe('<span data-testid="when">--</span>');
  });
});
