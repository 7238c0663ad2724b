/** Who is making a request, as the session resolved it. */
export interface SessionUser {
  uid: string;
  username: string;
  /** Role names (`root`, `admin`, `problem_admin`, `user`, ...). */
  roles: string[];
  /** The avatar's address ('' for none), so the page header shows it without another read. */
  avatar?: string;
}
