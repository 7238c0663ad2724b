import { Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ClientOnly } from '../client-only';
import { LazyLoad, lazyModule } from '../lazy-load';
import { monacoLanguageOf } from './editor-languages';
import { EDITOR_THEMES, FONT_SIZES, TAB_SIZES, type EditorState, type EditorTheme } from './editor-settings';

// monaco is big: its chunk loads only when an editor is on screen, never with the first page (a failed or 120 s load offers a retry)
export const monacoEditor = lazyModule(() => import('./monaco-editor.client').then((m) => m.default));

export interface CodeEditorProps {
  state: EditorState;
  /** Language names the problem offers, in order. */
  languages: readonly string[];
  /** Language name → its highlighting MIME type (from `GET /api/languages`). */
  contentTypes: Record<string, string>;
  height?: number | string;
  /** Take the height its parent leaves (a flex column, focus mode) instead of `height`. */
  fill?: boolean;
  onChange(changes: Partial<EditorState>): void;
  onReset(): void;
}

const EDITOR_HEIGHT = 480;

/** The code editor with its settings (01 §2, §9): language, theme, font size, tab size, and reset with confirmation. */
export function CodeEditor({ state, languages, contentTypes, height: fixedHeight = EDITOR_HEIGHT, fill, onChange, onReset }: CodeEditorProps) {
  const { t } = useTranslation();
  const [confirming, confirm] = useDisclosure(false);
  const height = fill ? '100%' : fixedHeight;
  const placeholder = (
    <Stack h={height} align="center" justify="center" style={{ border: '1px solid var(--mantine-color-gray-3)' }}>
      <Loader size="sm" />
    </Stack>
  );
  // filling: the editor's area is what is left below the settings row (a flex item of definite height)
  const area = fill ? { flex: 1, minHeight: 0 } : undefined;
  return (
    <Stack gap="xs" style={area} data-testid="code-editor">
      <Group gap="xs" wrap="wrap">
        <Select
          size="xs"
          w={150}
          aria-label={t('editor.language')}
          allowDeselect={false}
          data={languages.map((l) => ({ value: l, label: l }))}
          value={state.language}
          onChange={(value) => value && onChange({ language: value })}
          data-testid="editor-language"
        />
        <Select
          size="xs"
          w={130}
          aria-label={t('editor.theme')}
          allowDeselect={false}
          data={EDITOR_THEMES.map((name) => ({ value: name, label: name }))}
          value={state.theme}
          onChange={(value) => value && onChange({ theme: value as EditorTheme })}
          data-testid="editor-theme"
        />
        <Select
          size="xs"
          w={90}
          aria-label={t('editor.fontSize')}
          allowDeselect={false}
          data={FONT_SIZES.map((size) => ({ value: String(size), label: `${size}px` }))}
          value={String(state.fontSize)}
          onChange={(value) => value && onChange({ fontSize: Number(value) })}
          data-testid="editor-font-size"
        />
        <Select
          size="xs"
          w={110}
          aria-label={t('editor.tabSize')}
          allowDeselect={false}
          data={TAB_SIZES.map((size) => ({ value: String(size), label: t('editor.tabSpaces', { size }) }))}
          value={String(state.tabSize)}
          onChange={(value) => value && onChange({ tabSize: Number(value) })}
          data-testid="editor-tab-size"
        />
        <Button size="xs" variant="default" onClick={confirm.open} data-testid="editor-reset">{t('editor.reset')}</Button>
      </Group>
      <div style={area}>
      <ClientOnly fallback={placeholder}>
        {() => (
          <LazyLoad module={monacoEditor} fallback={placeholder} height={height}>
            {(MonacoEditor) => (
            <div data-testid="monaco-host" style={{ border: '1px solid var(--mantine-color-gray-3)', height: fill ? '100%' : undefined }}>
              <MonacoEditor
                value={state.code}
                language={monacoLanguageOf(state.language, contentTypes[state.language])}
                theme={state.theme}
                fontSize={state.fontSize}
                tabSize={state.tabSize}
                height={height}
                onChange={(code) => onChange({ code })}
              />
            </div>
            )}
          </LazyLoad>
        )}
      </ClientOnly>
      </div>
      <Modal opened={confirming} onClose={confirm.close} title={t('editor.reset')} centered>
        <Text size="sm">{t('editor.resetConfirm')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={confirm.close}>{t('editor.cancel')}</Button>
          <Button color="red" onClick={() => { onReset(); confirm.close(); }} data-testid="editor-reset-confirm">{t('editor.confirm')}</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
