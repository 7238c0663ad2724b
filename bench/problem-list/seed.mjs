// 10,000 problems with tags, made by a few set-based statements (seconds, not minutes): titles from a
// small vocabulary so keywords hit tens to hundreds of rows, difficulty 0-9, about three of 60 tags each,
// and 2 % private or contest-only problems the public list must skip.
export const PROBLEMS = 10_000;
export const TAGS = 60;
export const WORDS = [
  'sum', 'graph', 'tree', 'path', 'string', 'array', 'matrix', 'prime', 'game', 'query',
  'segment', 'interval', 'dynamic', 'greedy', 'flow', 'shortest', 'minimum', 'maximum', 'count', 'number',
  'sort', 'search', 'binary', 'bits', 'modulo', 'palindrome', 'subsequence', 'substring', 'cycle', 'bridge',
  'circle', 'polygon', 'robot', 'grid', 'coins', 'stones', 'cards', 'candies', 'cities', 'roads',
  'network', 'schedule', 'tasks', 'queue', 'stack', 'heap', 'union', 'divisor', 'fibonacci', 'xor',
];

export async function seed(client) {
  await client.query('begin');
  await client.query(`insert into tag (name, color, oj) select 'tag-' || g, '#409eff', 'ME' from generate_series(1, ${TAGS}) g`);
  await client.query(
    `insert into problem (problem_id, title, author, difficulty, auth, description, input, output, source, total, ac)
     select 'P' || (1000 + g),
            initcap(w.words[1 + (g * 7) % ${WORDS.length}]) || ' ' || w.words[1 + (g * 13 + 5) % ${WORDS.length}] || ' ' || g,
            'bench', g % 10,
            case g % 50 when 0 then 2 when 1 then 3 else 1 end,
            repeat('A statement long enough to be realistic. ', 50), 'input', 'output', 'bench',
            (g * 37) % 500, (g * 11) % 200
     from generate_series(1, ${PROBLEMS}) g, (select $1::text[] as words) w`,
    [WORDS],
  );
  // about 3 tags per problem, spread pseudo-randomly
  await client.query(`insert into problem_tag (pid, tid) select p.id, t.id from problem p cross join tag t where abs(hashtext(p.id || ':' || t.id)) % 20 = 0`);
  await client.query('commit');
  await client.query('analyze problem; analyze problem_tag; analyze tag');
}
