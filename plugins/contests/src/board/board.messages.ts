/** The board's API strings (02 §2 scoreboard, §8), in both languages; merged into the plugin's catalogue in index.ts. */
export const boardMessages = {
  'en-US': {
    'contest.board.outsideClosed': 'The scoreboard of this contest is not open to the public',
    'contest.board.pageSizeInvalid': 'The page size must be 10, 30, 50, 100 or 300',
    'contest.board.downloadAdminOnly': 'Only the contest admin may download the rank',
  },
  'zh-CN': {
    'contest.board.outsideClosed': '该比赛的榜单未对外开放',
    'contest.board.pageSizeInvalid': '每页条数只能是 10、30、50、100 或 300',
    'contest.board.downloadAdminOnly': '只有比赛管理员可以下载榜单',
  },
};
