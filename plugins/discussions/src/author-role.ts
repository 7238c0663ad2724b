import type { AuthorRole } from './discussion.model';

/** The role a post is stored with (02 §6: root shows SPA, admin ADM; their markdown is not sanitised). */
export function authorRoleOf(roles: readonly string[]): AuthorRole {
  if (roles.includes('root')) return 'root';
  if (roles.includes('admin')) return 'admin';
  if (roles.includes('problem_admin')) return 'problem_admin';
  return 'user';
}
