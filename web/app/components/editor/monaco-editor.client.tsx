import Editor from '@monaco-editor/react';
import './monaco-setup.client';

export interface MonacoEditorProps {
  value: string;
  language: string;
  theme: string;
  fontSize: number;
  tabSize: number;
  height: number | string;
  onChange(value: string): void;
}

/** The monaco editor itself (client only, loaded lazily by `CodeEditor`). */
export default function MonacoEditor({ value, language, theme, fontSize, tabSize, height, onChange }: MonacoEditorProps) {
  return (
    <Editor
      height={height}
      language={language}
      theme={theme}
      value={value}
      onChange={(next) => onChange(next ?? '')}
      onMount={(editor) => {
        // marks the editor as ready for scripts and tests that wait on it
        editor.getContainerDomNode().dataset.monacoReady = 'true';
      }}
      options={{
        fontSize,
        tabSize,
        insertSpaces: true,
        detectIndentation: false,
        minimap: { enabled: false },
        scrollBeyondLastLine: false,
        automaticLayout: true,
        fixedOverflowWidgets: true,
      }}
    />
  );
}
