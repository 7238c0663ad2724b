/** Strings of the group problem, submission and examine pages (en-US, zh-CN). */
export const problemPageMessages: { 'en-US': Record<string, string>; 'zh-CN': Record<string, string> } = {
  'en-US': {},
  'zh-CN': {},
};
