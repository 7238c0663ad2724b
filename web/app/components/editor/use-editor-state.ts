import { useCallback, useEffect, useState } from 'react';
import { codeAfterLanguageChange, initialEditorState, readEditorState, writeEditorState, type EditorState } from './editor-settings';

/**
 * One problem's editor state: read from localStorage after hydration (the server has none), written
 * back on every change, so the problem page and its full-screen variant share it.
 */
export function useEditorState(storageKey: string, offered: readonly string[], templates: Record<string, string>) {
  const [state, setState] = useState<EditorState>(() => initialEditorState(undefined, offered, templates));
  const [loaded, setLoaded] = useState(false);
  const offeredKey = offered.join('\n');

  useEffect(() => {
    setState(initialEditorState(readEditorState(storageKey), offered, templates));
    setLoaded(true);
    // offered/templates are compared by content: a reload of the same problem keeps the state
  }, [storageKey, offeredKey]);

  const update = useCallback(
    (changes: Partial<EditorState>) => {
      setState((current) => {
        const next = { ...current, ...changes };
        if (changes.language && changes.language !== current.language && changes.code === undefined) {
          next.code = codeAfterLanguageChange(current.code, current.language, changes.language, templates);
        }
        writeEditorState(storageKey, next);
        return next;
      });
    },
    [storageKey, templates],
  );

  /** Back to the template of the current language (the caller confirms first). */
  const reset = useCallback(() => {
    setState((current) => {
      const next = { ...current, code: templates[current.language] ?? '' };
      writeEditorState(storageKey, next);
      return next;
    });
  }, [storageKey, templates]);

  return { state, loaded, update, reset };
}
