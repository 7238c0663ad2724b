import { describe, expect, it } from '@jest/globals';
import { createI18n, providerI18n } from './i18n';

describe("the server's translation function", () => {
  const t = providerI18n('en-US').getFixedT('en-US', 'translation');
  const direct = createI18n('en-US').getFixedT('en-US', 'translation');

  it('answers as i18next does, again and again', () => {
    expect(t('auth.login')).toBe(direct('auth.login'));
    expect(t('auth.login')).toBe(direct('auth.login'));
    expect(t('pager.total', { total: 12 })).toBe(direct('pager.total', { total: 12 }));
    expect(t('pager.total', { total: 3 })).toBe(direct('pager.total', { total: 3 }));
  });

  it('keeps no miss: strings a plugin adds later are found', () => {
    expect(t('later.added')).toBe('later.added');
    createI18n('en-US').addResourceBundle('en-US', 'translation', { 'later.added': 'Added later' }, true, false);
    expect(t('later.added')).toBe('Added later');
  });

  it('is per language', () => {
    expect(providerI18n('zh-CN').getFixedT('zh-CN', 'translation')('auth.login')).toBe(createI18n('zh-CN').getFixedT('zh-CN', 'translation')('auth.login'));
    expect(providerI18n('zh-CN').getFixedT('zh-CN', 'translation')('auth.login')).not.toBe(t('auth.login'));
  });
});
