import type { MikroORM } from '@mikro-orm/postgresql';
import { type TodoProblem, type TodoRepository } from '@oj/core';
import { sqlOf } from './entity-manager';
import { PUBLIC_BANK_SQL } from './problem.repository';

/** Users' to-do problems in SQL: a row per (user, problem), newest first. */
export class SqlTodoRepository implements TodoRepository {
  constructor(private readonly orm: MikroORM) {}

  async toggle(uid: string, pid: number, set: boolean): Promise<boolean> {
    if (set) await sqlOf(this.orm).run('insert into user_todo_problem (uid, pid) values (?, ?) on conflict (uid, pid) do nothing', [uid, pid]);
    else await sqlOf(this.orm).run('delete from user_todo_problem where uid = ? and pid = ?', [uid, pid]);
    return set;
  }

  async list(uid: string, options: { publicOnly: boolean; limit: number }): Promise<TodoProblem[]> {
    const visible = options.publicOnly ? `and ${PUBLIC_BANK_SQL}` : '';
    const rows = await sqlOf(this.orm).all<{ pid: string; problem_id: string; title: string; difficulty: number; gmt_create: Date }>(
      `select p.id as pid, p.problem_id, p.title, p.difficulty, t.gmt_create
       from user_todo_problem t join problem p on p.id = t.pid
       where t.uid = ? ${visible} order by t.gmt_create desc, p.id desc limit ?`,
      [uid, options.limit],
    );
    return rows.map((r) => ({ pid: Number(r.pid), problemId: r.problem_id, title: r.title, difficulty: Number(r.difficulty), gmtCreate: new Date(r.gmt_create) }));
  }
}
