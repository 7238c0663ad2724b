/** A problem tag (01 §3, 03 §3): our own judge's ('ME') or a remote judge's; group tags carry their gid. */
export interface Tag {
  id: number;
  name: string;
  /** Display colour (hex). */
  color: string;
  oj: string;
  gid: number | null;
  /** Its classification (tag_classification.id), if any. */
  tcid: number | null;
}

/** Groups tags on the problem list's filter (name, rank: ascending order, oj). */
export interface TagClassification {
  id: number;
  name: string;
  rank: number;
  oj: string;
}

export type TagInput = Omit<Tag, 'id'>;
export type TagClassificationInput = Omit<TagClassification, 'id'>;

export const TAG_NAME_MAX = 255;
export const TAG_DEFAULT_COLOR = '#409eff';
