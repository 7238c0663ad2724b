import { describe, expect, it } from '@jest/globals';
import { liveTabs } from '../../../src/live/live-tabs';
import { livePageMessages } from './live-messages';

describe('the live tools page strings', () => {
  it('exist in both languages, tab labels included', () => {
    expect(Object.keys(livePageMessages['zh-CN']).sort()).toEqual(Object.keys(livePageMessages['en-US']).sort());
    for (const tab of liveTabs) expect(livePageMessages['en-US']).toHaveProperty([tab.labelKey]);
  });
});
