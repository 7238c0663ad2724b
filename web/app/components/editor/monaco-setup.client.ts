/**
 * monaco, from the site's own bundle (never a CDN: the site works offline): the editor API, its editing
 * features, only the language definitions our judge needs, its one worker and the eight themes.
 * Loaded lazily with the editor, on the client only.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/cpp/register';
import 'monaco-editor/languages/definitions/java/register';
import 'monaco-editor/languages/definitions/python/register';
import 'monaco-editor/languages/definitions/go/register';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/rust/register';
import 'monaco-editor/languages/definitions/pascal/register';
import 'monaco-editor/languages/definitions/ruby/register';
import 'monaco-editor/languages/definitions/php/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import { EDITOR_THEMES } from './editor-settings';
import { monacoTheme } from './editor-themes';

self.MonacoEnvironment = { getWorker: () => new EditorWorker() };
for (const name of EDITOR_THEMES) monaco.editor.defineTheme(name, monacoTheme(name));
loader.config({ monaco });

export { monaco };
