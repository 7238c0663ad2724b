export const ratingMessages = {
  'en-US': {
    'rating.flagInvalid': 'Rated and results final are true or false',
    'rating.saved': 'Rating settings saved',
    'rating.rated': 'Rated contest',
    'rating.ratedHint': "Rated participants (at least one submission during the contest, not a star account) get a rating change once the contest has ended and its board is unsealed, by Codeforces' algorithm",
    'rating.resultsFinal': 'Results are final (compute the ratings now, even while the board is sealed)',
    'rating.computedAt': 'Ratings computed',
    'rating.notComputed': 'Ratings not computed yet',
  },
  'zh-CN': {
    'rating.flagInvalid': '计分赛与结果已定只能是 true 或 false',
    'rating.saved': '评分设置已保存',
    'rating.rated': '计入评分',
    'rating.ratedHint': '比赛结束且榜单解封后，按 Codeforces 算法为计分参赛者（比赛期间至少提交一次且非打星账号）计算评分变化',
    'rating.resultsFinal': '结果已定（即使榜单仍封榜，也立即计算评分）',
    'rating.computedAt': '评分已计算',
    'rating.notComputed': '评分尚未计算',
  },
};
