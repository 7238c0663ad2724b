import { useEffect, useState } from 'react';
import { problemApi, type SiteLanguage } from './problem-api';

/** The site's language list is kept in localStorage (01 §3 "Stored locally: languages") and refreshed once per page load. */
const STORAGE_KEY = 'oj:languages';

function stored(): Record<string, string> {
  try {
    const list = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]') as SiteLanguage[];
    return Object.fromEntries(list.map((l) => [l.name, l.contentType]));
  } catch {
    return {};
  }
}

let refreshed: Promise<void> | undefined;

/** Language name → highlighting MIME type, for the editor's modes. */
export function useContentTypes(): Record<string, string> {
  const [types, setTypes] = useState<Record<string, string>>({});
  useEffect(() => {
    setTypes(stored());
    refreshed ??= problemApi.languages().then((answer) => {
      if (answer.status !== 200 || !Array.isArray(answer.data)) return;
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(answer.data.map(({ name, contentType }) => ({ name, contentType }))));
      } catch {
        // storage unavailable: the list is simply read again next time
      }
    });
    void refreshed.then(() => setTypes(stored()));
  }, []);
  return types;
}
