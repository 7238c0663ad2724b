import { AUTHOR_ROLES, roleByName, type AuthorRole } from '@oj/core';

/** The badge roles' ids, strongest first. */
const AUTHOR_ROLE_IDS = AUTHOR_ROLES.map((r) => roleByName(r)?.id as number);
const authorRoleById = new Map<number, AuthorRole>(AUTHOR_ROLES.map((r, i) => [AUTHOR_ROLE_IDS[i], r]));

/**
 * The author's badge role id (01 §6 SPA / ADM) as a column of a list's own query: one index probe of
 * user_role (uid, role_id) per row, no query per row. `uid` is the SQL expression of the author's uid.
 * Put it on the outside of a paged query, so only the rows the page answers are probed.
 */
export const authorRoleIdOf = (uid: string) =>
  `(select ur.role_id from user_role ur where ur.uid = ${uid} and ur.role_id in (${AUTHOR_ROLE_IDS.join(', ')}) order by array_position(array[${AUTHOR_ROLE_IDS.join(', ')}], ur.role_id) limit 1)`;

/** The badge of a row's `authorRoleIdOf` column, or null. */
export const authorRoleOfId = (id: unknown): AuthorRole | null => (id === null || id === undefined ? null : (authorRoleById.get(Number(id)) ?? null));
