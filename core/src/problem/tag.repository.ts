import type { ServiceIdentifier } from 'inversify';
import type { Tag, TagClassification, TagClassificationInput, TagInput } from './tag.model';

/** Tags and their classifications. A duplicate (oj, gid, name) is refused by `create`/`update` with Conflict. */
export interface TagRepository {
  list(filter?: { oj?: string; gid?: number | null }): Promise<Tag[]>;
  find(id: number): Promise<Tag | undefined>;
  findByName(name: string, oj: string, gid: number | null): Promise<Tag | undefined>;
  create(input: TagInput): Promise<Tag>;
  update(id: number, input: TagInput): Promise<Tag | undefined>;
  delete(id: number): Promise<boolean>;
  /** The tags of each problem, keyed by pid (problems without tags are absent). */
  tagsOfProblems(pids: readonly number[]): Promise<Map<number, Tag[]>>;
  classifications(oj?: string): Promise<TagClassification[]>;
  createClassification(input: TagClassificationInput): Promise<TagClassification>;
  updateClassification(id: number, input: TagClassificationInput): Promise<TagClassification | undefined>;
  deleteClassification(id: number): Promise<boolean>;
}

export const TAG_REPOSITORY: ServiceIdentifier<TagRepository> = Symbol.for('oj.TagRepository');
