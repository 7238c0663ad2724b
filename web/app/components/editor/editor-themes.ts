import type { editor } from 'monaco-editor';
import type { EditorTheme } from './editor-settings';

/** A theme's palette; the token rules and editor colours are derived from it the same way for all eight. */
interface Palette {
  base: 'vs' | 'vs-dark';
  background: string;
  foreground: string;
  comment: string;
  keyword: string;
  string: string;
  number: string;
  type: string;
  fn: string;
  lineHighlight: string;
  selection: string;
  cursor: string;
}

/** The eight themes of 01 §9, after the CodeMirror themes of the same names. */
const PALETTES: Record<EditorTheme, Palette> = {
  monokai: { base: 'vs-dark', background: '#272822', foreground: '#f8f8f2', comment: '#75715e', keyword: '#f92672', string: '#e6db74', number: '#ae81ff', type: '#66d9ef', fn: '#a6e22e', lineHighlight: '#3e3d32', selection: '#49483e', cursor: '#f8f8f0' },
  solarized: { base: 'vs', background: '#fdf6e3', foreground: '#657b83', comment: '#93a1a1', keyword: '#859900', string: '#2aa198', number: '#d33682', type: '#b58900', fn: '#268bd2', lineHighlight: '#eee8d5', selection: '#e4ddc8', cursor: '#586e75' },
  material: { base: 'vs-dark', background: '#263238', foreground: '#eeffff', comment: '#546e7a', keyword: '#c792ea', string: '#c3e88d', number: '#f78c6c', type: '#ffcb6b', fn: '#82aaff', lineHighlight: '#2c3b41', selection: '#37474f', cursor: '#ffcc00' },
  idea: { base: 'vs', background: '#ffffff', foreground: '#000000', comment: '#808080', keyword: '#000080', string: '#008000', number: '#0000ff', type: '#20999d', fn: '#000000', lineHighlight: '#fffae3', selection: '#a6d2ff', cursor: '#000000' },
  eclipse: { base: 'vs', background: '#ffffff', foreground: '#000000', comment: '#3f7f5f', keyword: '#7f0055', string: '#2a00ff', number: '#116644', type: '#0000c0', fn: '#000000', lineHighlight: '#e8f2ff', selection: '#d7d4f0', cursor: '#000000' },
  'base16-dark': { base: 'vs-dark', background: '#151515', foreground: '#e0e0e0', comment: '#8f5536', keyword: '#aa759f', string: '#90a959', number: '#d28445', type: '#f4bf75', fn: '#6a9fb5', lineHighlight: '#202020', selection: '#303030', cursor: '#b0b0b0' },
  cobalt: { base: 'vs-dark', background: '#002240', foreground: '#ffffff', comment: '#0088ff', keyword: '#ffee80', string: '#3ad900', number: '#ff80e1', type: '#9effff', fn: '#ffc600', lineHighlight: '#00366a', selection: '#b36539', cursor: '#ffffff' },
  dracula: { base: 'vs-dark', background: '#282a36', foreground: '#f8f8f2', comment: '#6272a4', keyword: '#ff79c6', string: '#f1fa8c', number: '#bd93f9', type: '#8be9fd', fn: '#50fa7b', lineHighlight: '#44475a', selection: '#44475a', cursor: '#f8f8f0' },
};

const hex = (colour: string) => colour.replace('#', '');

/** The monaco theme registered under the spec's name. */
export function monacoTheme(name: EditorTheme): editor.IStandaloneThemeData {
  const p = PALETTES[name];
  return {
    base: p.base,
    inherit: true,
    rules: [
      { token: '', foreground: hex(p.foreground), background: hex(p.background) },
      { token: 'comment', foreground: hex(p.comment), fontStyle: 'italic' },
      { token: 'keyword', foreground: hex(p.keyword) },
      { token: 'string', foreground: hex(p.string) },
      { token: 'number', foreground: hex(p.number) },
      { token: 'type', foreground: hex(p.type) },
      { token: 'type.identifier', foreground: hex(p.type) },
      { token: 'identifier.function', foreground: hex(p.fn) },
      { token: 'keyword.directive', foreground: hex(p.keyword) },
      { token: 'delimiter', foreground: hex(p.foreground) },
    ],
    colors: {
      'editor.background': p.background,
      'editor.foreground': p.foreground,
      'editor.lineHighlightBackground': p.lineHighlight,
      'editor.selectionBackground': p.selection,
      'editorCursor.foreground': p.cursor,
      'editorLineNumber.foreground': p.comment,
    },
  };
}
