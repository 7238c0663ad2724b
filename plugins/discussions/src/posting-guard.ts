import {
  Forbidden, inject, injectable, PluginSettings, RATE_LIMITER, RateLimited, SITE_SWITCHES_REPOSITORY, WebsiteConfigService,
  type AppAbility, type RateLimiter, type SessionUser, type SiteSwitchesRepository,
} from '@oj/core';
import { isExemptFromLimits } from './discussion.abilities';
import { DiscussionRepository } from './discussion.repository';
import { discussionSettingsOf, postRateLimit } from './discussion.settings';

const DAY_MS = 86_400_000;

/**
 * Who may post, and whether the area is open (issue 20 item 4; 01 §3 roles; 03 §5 creation limits; 02 §8):
 * the website config's switches, the core's role rules (abilities `create` Discussion / Comment / Reply), the
 * AC init values and the daily limit of the site switches (admins and super admins exempt), and a per-user
 * posting rate through the core's rate limiter.
 */
@injectable()
export class PostingGuard {
  constructor(
    @inject(WebsiteConfigService) private readonly config: WebsiteConfigService,
    @inject(SITE_SWITCHES_REPOSITORY) private readonly switches: SiteSwitchesRepository,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @inject(PluginSettings) private readonly settings: PluginSettings,
    @inject(DiscussionRepository) private readonly discussions: DiscussionRepository,
  ) {}

  /** 02 §6: public discussion routes need openPublicDiscussion. */
  async publicArea(): Promise<void> {
    if (!(await this.config.get()).openPublicDiscussion) throw new Forbidden('discussions.noAccess');
  }

  /** 02 §6: the contest Q&A needs openContestComment. */
  async contestArea(): Promise<void> {
    if (!(await this.config.get()).openContestComment) throw new Forbidden('discussions.contestCommentClosed');
  }

  /** Roles 1004–1007 may not create discussions; then the AC init value and the posting rate. The daily limit: `checkDailyLimit`, inside the creation's transaction. */
  async mayCreateDiscussion(user: SessionUser, ability: AppAbility): Promise<void> {
    if (!ability.can('create', 'Discussion')) throw new Forbidden('discussions.noPostRole');
    if (!isExemptFromLimits(user)) {
      const needed = (await this.switches.get()).defaultCreateDiscussionACInitValue;
      if (needed > 0 && (await this.discussions.solvedCount(user.uid)) < needed) throw new Forbidden('discussions.acRequiredDiscussion', { count: needed });
    }
    await this.rate(user);
  }

  /** 03 §5 defaultCreateDiscussionDailyLimit over the last 24 hours; call with the author locked (`DiscussionRepository.lockAuthor`). */
  async checkDailyLimit(user: SessionUser, now: Date): Promise<void> {
    if (isExemptFromLimits(user)) return;
    const limit = (await this.switches.get()).defaultCreateDiscussionDailyLimit;
    if ((await this.discussions.countCreatedSince(user.uid, new Date(now.getTime() - DAY_MS))) >= limit) throw new Forbidden('discussions.dailyLimit', { count: limit });
  }

  /** Roles 1005 and 1007 (muted) may not comment or reply; then the comment AC init value and the posting rate. */
  async mayComment(user: SessionUser, ability: AppAbility, what: 'Comment' | 'Reply'): Promise<void> {
    if (!ability.can('create', what)) throw new Forbidden('discussions.muted');
    if (!isExemptFromLimits(user)) {
      const needed = (await this.switches.get()).defaultCreateCommentACInitValue;
      if (needed > 0 && (await this.discussions.solvedCount(user.uid)) < needed) throw new Forbidden('discussions.acRequiredComment', { count: needed });
    }
    await this.rate(user);
  }

  /** One user's posts per minute (the plugin setting postsPerMinute); admins and super admins exempt. */
  async rate(user: SessionUser): Promise<void> {
    if (isExemptFromLimits(user)) return;
    const limit = postRateLimit(discussionSettingsOf(this.settings).postsPerMinute);
    const decision = await this.limiter.consume(limit, user.uid);
    if (!decision.allowed) throw new RateLimited(decision.retryAfterMs, 'discussions.tooFast');
  }
}
