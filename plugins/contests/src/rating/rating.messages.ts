export const ratingMessages = {
  'en-US': {
    'rating.flagInvalid': 'Rated and results final are true or false',
    'rating.saved': 'Rating settings saved',
  },
  'zh-CN': {
    'rating.flagInvalid': '计分赛与结果已定只能是 true 或 false',
    'rating.saved': '评分设置已保存',
  },
};
