import { useEffect, useState } from 'react';
import { problemApi, type SiteLanguage } from './problem-api';

/** The site's language list is kept in localStorage (01 §3 "Stored locally: languages") and refreshed once per page load. */
const STORAGE_KEY = 'oj:languages';

/** What a page needs of a language: the editor's mode and the judge's factors on the limits. */
export interface LanguageFacts {
  contentType: string;
  timeFactor: number;
  memoryFactor: number;
}

function stored(): Record<string, LanguageFacts> {
  try {
    const list = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]') as SiteLanguage[];
    return Object.fromEntries(list.map((l) => [l.name, { contentType: l.contentType, timeFactor: l.timeFactor ?? 1, memoryFactor: l.memoryFactor ?? 1 }]));
  } catch {
    return {};
  }
}

let refreshed: Promise<void> | undefined;

/** Language name → its editor mode and limit factors, from the cached list (refreshed once per page load). */
export function useLanguageFacts(): Record<string, LanguageFacts> {
  const [facts, setFacts] = useState<Record<string, LanguageFacts>>({});
  useEffect(() => {
    setFacts(stored());
    refreshed ??= problemApi.languages().then((answer) => {
      if (answer.status !== 200 || !Array.isArray(answer.data)) return;
      try {
        const kept = answer.data.map(({ name, contentType, timeFactor, memoryFactor }) => ({ name, contentType, timeFactor, memoryFactor }));
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
      } catch {
        // storage unavailable: the list is simply read again next time
      }
    });
    void refreshed.then(() => setFacts(stored()));
  }, []);
  return facts;
}

/** Language name → highlighting MIME type, for the editor's modes. */
export function contentTypesOf(facts: Record<string, LanguageFacts>): Record<string, string> {
  return Object.fromEntries(Object.entries(facts).map(([name, f]) => [name, f.contentType]));
}
