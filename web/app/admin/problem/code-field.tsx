import { InputWrapper, Loader, Stack } from '@mantine/core';
import { ClientOnly } from '../../components/client-only';
import { monacoEditor } from '../../components/editor/code-editor';
import { LazyLoad } from '../../components/lazy-load';
import { monacoLanguageOf } from '../../components/editor/editor-languages';
import { DEFAULT_FONT_SIZE, DEFAULT_TAB_SIZE, DEFAULT_THEME } from '../../components/editor/editor-settings';

// the site's monaco (bundled locally), loaded only when a code field is on screen; the code editor's loader, with its timeout and retry

/** A code field of the admin form (checker, interactor, templates): monaco, highlighted for its language. */
export function CodeField({ label, value, onChange, language, contentType, error, height = 300, testId }: {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The site language's name, and its editor mode where known. */
  language: string;
  contentType?: string;
  error?: string;
  height?: number;
  testId: string;
}) {
  const placeholder = (
    <Stack h={height} align="center" justify="center"><Loader size="sm" /></Stack>
  );
  return (
    <InputWrapper label={label} error={error}>
      <div data-testid={testId} style={{ border: `1px solid var(--mantine-color-${error ? 'red-6' : 'gray-3'})` }}>
        <ClientOnly fallback={placeholder}>
          {() => (
            <LazyLoad module={monacoEditor} fallback={placeholder} height={height}>
              {(MonacoEditor) => (
                <MonacoEditor value={value} language={monacoLanguageOf(language, contentType)} theme={DEFAULT_THEME} fontSize={DEFAULT_FONT_SIZE}
                  tabSize={DEFAULT_TAB_SIZE} height={height} onChange={onChange} />
              )}
            </LazyLoad>
          )}
        </ClientOnly>
      </div>
    </InputWrapper>
  );
}
