import { inject, injectable } from 'inversify';
import { OWN_JUDGE } from '../language/language.model';
import { Conflict, NotFound } from '../shared/errors';
import { problemOjOf } from './problem-oj';
import type { TagBody, TagClassificationBody } from './tag-admin.dto';
import { TAG_DEFAULT_COLOR, type Tag, type TagClassification } from './tag.model';
import { TAG_REPOSITORY, type TagRepository } from './tag.repository';

/**
 * The admin's tags and tag classifications (03 §2 "Tags and tag classification"): a tag's name is
 * unique per judge and group ('Duplicate tag'), a classification's per judge; a tag may belong to one
 * classification, which must exist.
 */
@injectable()
export class TagAdminService {
  constructor(@inject(TAG_REPOSITORY) private readonly tags: TagRepository) {}

  async create(body: TagBody): Promise<Tag> {
    const input = await this.inputOf(body);
    if (await this.tags.findByName(input.name, input.oj, input.gid)) throw new Conflict('tag.duplicate');
    return this.tags.create(input);
  }

  async update(body: TagBody): Promise<Tag> {
    if (!body.id || !(await this.tags.find(body.id))) throw new NotFound('tag.notFound');
    const input = await this.inputOf(body);
    const same = await this.tags.findByName(input.name, input.oj, input.gid);
    if (same && same.id !== body.id) throw new Conflict('tag.duplicate');
    const updated = await this.tags.update(body.id, input);
    if (!updated) throw new NotFound('tag.notFound');
    return updated;
  }

  /** The group a tag belongs to (null: a site tag); 'not found' for a missing tag. */
  async gidOf(tid: number): Promise<number | null> {
    const tag = await this.tags.find(tid);
    if (!tag) throw new NotFound('tag.notFound');
    return tag.gid;
  }

  async delete(tid: number): Promise<void> {
    if (!(await this.tags.delete(tid))) throw new NotFound('tag.notFound');
  }

  classifications(oj?: string): Promise<TagClassification[]> {
    return this.tags.classifications(problemOjOf(oj));
  }

  async createClassification(body: TagClassificationBody): Promise<TagClassification> {
    return this.tags.createClassification({ name: body.name, oj: problemOjOf(body.oj ?? undefined) ?? OWN_JUDGE, rank: body.rank ?? 0 });
  }

  async updateClassification(body: TagClassificationBody): Promise<TagClassification> {
    if (!body.id) throw new NotFound('tag.classificationNotFound');
    const updated = await this.tags.updateClassification(body.id, { name: body.name, oj: problemOjOf(body.oj ?? undefined) ?? OWN_JUDGE, rank: body.rank ?? 0 });
    if (!updated) throw new NotFound('tag.classificationNotFound');
    return updated;
  }

  async deleteClassification(tcid: number): Promise<void> {
    if (!(await this.tags.deleteClassification(tcid))) throw new NotFound('tag.classificationNotFound');
  }

  private async inputOf(body: TagBody) {
    const oj = problemOjOf(body.oj ?? undefined) ?? OWN_JUDGE;
    const tcid = body.tcid ?? null;
    if (tcid !== null && !(await this.tags.classifications()).some((c) => c.id === tcid)) throw new NotFound('tag.classificationNotFound');
    return { name: body.name, color: body.color || TAG_DEFAULT_COLOR, oj, gid: body.gid ?? null, tcid };
  }
}
