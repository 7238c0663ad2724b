/** The contest edit page's rating card (issue 21 item 8), in both languages. */
export const ratingPageMessages = {
  'en-US': {
    'contestRating.title': 'Rating',
    'contestRating.rated': 'Rated contest',
    'contestRating.ratedHint': "Rated participants (at least one submission during the contest, not a star account) get a rating change by Codeforces' algorithm once the contest has ended and its board is unsealed (docs/ratings.md)",
    'contestRating.resultsFinal': 'Results are final',
    'contestRating.resultsFinalHint': 'Compute the ratings as soon as the contest has ended, even while the board is still sealed',
    'contestRating.computedAt': 'Ratings computed at {{time}}',
    'contestRating.notComputed': 'Ratings not computed yet',
  },
  'zh-CN': {
    'contestRating.title': '评分',
    'contestRating.rated': '计入评分',
    'contestRating.ratedHint': '比赛结束且榜单解封后，按 Codeforces 算法为计分参赛者（比赛期间至少提交一次且非打星账号）计算评分变化（docs/ratings.md）',
    'contestRating.resultsFinal': '结果已定',
    'contestRating.resultsFinalHint': '比赛结束后立即计算评分，即使榜单仍处于封榜状态',
    'contestRating.computedAt': '评分计算于 {{time}}',
    'contestRating.notComputed': '评分尚未计算',
  },
};
