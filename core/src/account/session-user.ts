/** Who is making a request, as the session resolved it. */
export interface SessionUser {
  uid: string;
  username: string;
  /** Role names (`root`, `admin`, `problem_admin`, `user`, ...). */
  roles: string[];
}
