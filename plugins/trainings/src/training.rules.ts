import { ValidationError } from '@oj/core';
import { RANK_SHOW_NAMES, TRAINING_AUTHS, TRAINING_LIMITS, TrainingAuth, type RankShowName, type TrainingAuthName, type TrainingDraft } from './training.model';

const text = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

function required(value: unknown, field: string, max: number): string {
  const s = text(value);
  if (!s.trim()) throw new ValidationError('training.fieldRequired', { field });
  if (s.length > max) throw new ValidationError('training.fieldTooLong', { field, max });
  return s;
}

/**
 * The training form's rules (03 §5 "Training form", §9): rank 0..2147483647 (1000 when not sent),
 * title, description and category required, auth Public or Private, a password when Private.
 * Answers the draft to store and the category id the form chose.
 */
export function trainingDraftOf(training: Record<string, unknown>, trainingCategory: Record<string, unknown> | undefined): TrainingDraft {
  const rawRank = training.rank ?? TRAINING_LIMITS.rankDefault;
  const rank = typeof rawRank === 'string' && /^\d+$/.test(rawRank.trim()) ? Number(rawRank) : rawRank;
  if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < TRAINING_LIMITS.rankMin || rank > TRAINING_LIMITS.rankMax) throw new ValidationError('training.rankOutOfRange');
  const title = required(training.title, 'title', TRAINING_LIMITS.titleMax).trim();
  const description = required(training.description, 'description', TRAINING_LIMITS.descriptionMax);
  const auth = text(training.auth || TrainingAuth.PUBLIC) as TrainingAuthName;
  if (!TRAINING_AUTHS.includes(auth)) throw new ValidationError('training.authInvalid');
  const password = text(training.privatePwd);
  if (auth === TrainingAuth.PRIVATE && !password) throw new ValidationError('training.privatePasswordRequired');
  if (password.length > TRAINING_LIMITS.passwordMax) throw new ValidationError('training.fieldTooLong', { field: 'privatePwd', max: TRAINING_LIMITS.passwordMax });
  const rankShowName = text(training.rankShowName || 'username') as RankShowName;
  if (!RANK_SHOW_NAMES.includes(rankShowName)) throw new ValidationError('training.rankShowNameInvalid');
  const categoryId = Number(trainingCategory?.id ?? training.categoryId);
  if (!Number.isSafeInteger(categoryId) || categoryId < 1) throw new ValidationError('training.fieldRequired', { field: 'category' });
  return {
    rank, title, description, auth, rankShowName, categoryId, videoExtraFile: videosOf(training.videoExtraFile),
    privatePwd: auth === TrainingAuth.PRIVATE ? password : null,
    status: training.status === undefined ? true : training.status === true || training.status === 'true' || training.status === 1,
  };
}

/** A 400 about the reference videos, named on the form's videos field. */
const videosError = (key: string, params: Record<string, unknown> = {}) => new ValidationError(key, params, [{ field: 'videoExtraFile', key, params }]);

/** Whether a link is one a browser opens as a video page: http or https, nothing else (no javascript:, data:, file:). */
function isWebLink(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && Boolean(parsed.hostname);
  } catch {
    return false;
  }
}

/**
 * The reference videos as stored: a JSON map of title → URL (sent as that map or its JSON text); null when
 * empty. At most 20, each with a title of up to 100 characters and an http(s) link of up to 1000.
 */
function videosOf(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  let map: unknown = raw;
  if (typeof raw === 'string') {
    try {
      map = JSON.parse(raw);
    } catch {
      throw videosError('training.videosInvalid');
    }
  }
  if (!map || typeof map !== 'object' || Array.isArray(map) || !Object.values(map).every((v) => typeof v === 'string')) throw videosError('training.videosInvalid');
  const videos = Object.entries(map as Record<string, string>).map(([title, url]) => [title.trim(), url.trim()] as const);
  if (videos.length > TRAINING_LIMITS.videosMax) throw videosError('training.videosTooMany', { max: TRAINING_LIMITS.videosMax });
  for (const [title, url] of videos) {
    if (!title || title.length > TRAINING_LIMITS.videoTitleMax) throw videosError('training.videoTitleInvalid', { max: TRAINING_LIMITS.videoTitleMax });
    if (url.length > TRAINING_LIMITS.videoUrlMax || !isWebLink(url)) throw videosError('training.videoUrlInvalid', { title, max: TRAINING_LIMITS.videoUrlMax });
  }
  const text = JSON.stringify(Object.fromEntries(videos));
  if (text.length > TRAINING_LIMITS.videoExtraFileMax) throw new ValidationError('training.fieldTooLong', { field: 'videoExtraFile', max: TRAINING_LIMITS.videoExtraFileMax });
  return videos.length ? text : null;
}

/** A category colour: #rgb or #rrggbb (the colour picker's), the default blue when none is sent. */
export function categoryColorOf(color: string | undefined): string {
  const c = (color ?? '').trim() || '#409EFF';
  if (!/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(c)) throw new ValidationError('training.colorInvalid');
  return c;
}
