import { describe, expect, it } from '@jest/globals';
import { monacoLanguageOf } from './editor-languages';
import { codeAfterLanguageChange, editorStorageKey, initialEditorState, offeredLanguages, pickLanguage } from './editor-settings';

const templates = { 'C++': '// cpp template', Java: '// java template' };

describe('editor settings (01 §5, §9)', () => {
  it('starts with C++, solarized, 16 px, tab 4 and the template', () => {
    expect(initialEditorState(undefined, ['C', 'C++', 'Java'], templates)).toEqual({ language: 'C++', code: '// cpp template', theme: 'solarized', fontSize: 16, tabSize: 4 });
  });
  it('offers the default set when the problem names no language, and nothing when none can be judged now', () => {
    expect(offeredLanguages(undefined)).toEqual(['C', 'C++', 'Java', 'Python3', 'Python2']);
    expect(offeredLanguages(null)).toEqual(['C', 'C++', 'Java', 'Python3', 'Python2']);
    expect(offeredLanguages(['Java'])).toEqual(['Java']);
    expect(offeredLanguages([])).toEqual([]);
  });
  it('keeps what was stored, checking each field', () => {
    const stored = { language: 'Java', code: 'class Main {}', theme: 'dracula', fontSize: 20, tabSize: 8 };
    expect(initialEditorState(stored, ['C++', 'Java'], templates)).toEqual(stored);
    expect(initialEditorState({ ...stored, theme: 'neon', fontSize: 40, tabSize: 3 }, ['C++', 'Java'], templates)).toMatchObject({ theme: 'solarized', fontSize: 16, tabSize: 4 });
  });
  it('falls back to the first offered language when the stored one is unavailable', () => {
    expect(pickLanguage(['Java', 'Python3'], 'Rust')).toBe('Java');
    expect(initialEditorState({ language: 'Rust', code: 'fn main(){}' }, ['Java', 'Python3'], templates)).toMatchObject({ language: 'Java', code: '// java template' });
  });
  it('swaps an untouched template on a language change and keeps written code', () => {
    expect(codeAfterLanguageChange('// cpp template', 'C++', 'Java', templates)).toBe('// java template');
    expect(codeAfterLanguageChange('  ', 'C++', 'Java', templates)).toBe('// java template');
    expect(codeAfterLanguageChange('int main(){}', 'C++', 'Java', templates)).toBe('int main(){}');
  });
  it('keys the storage by problem and group', () => {
    expect(editorStorageKey('1000')).not.toBe(editorStorageKey('1000', 3));
  });
  it('maps the judge languages to monaco modes by MIME type, then by name', () => {
    expect(monacoLanguageOf('C++ 17', 'text/x-c++src')).toBe('cpp');
    expect(monacoLanguageOf('Python3')).toBe('python');
    expect(monacoLanguageOf('C')).toBe('c');
    expect(monacoLanguageOf('Golang')).toBe('go');
    expect(monacoLanguageOf('Brainfuck')).toBe('plaintext');
  });
});
