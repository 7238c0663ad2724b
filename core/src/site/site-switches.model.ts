/**
 * The admin switches of 03 §5 besides the three discussion switches (those live in the website config):
 * judging on/off per area, hiding non-contest code, the submit interval, and the creation limits.
 * HOJ's defaults where the spec gives none. Our own additions are marked.
 */
export interface SiteSwitches {
  /**
   * Our addition, a deviation from 01 §5 an operator opts into (docs/operations.md): registering needs no
   * e-mailed code, for a site without a mail relay. Off by default: the code stays required.
   */
  registerWithoutEmailCode: boolean;
  openPublicJudge: boolean;
  openGroupJudge: boolean;
  openContestJudge: boolean;
  hideNonContestSubmissionCode: boolean;
  /** Seconds between two non-contest submissions of one user. */
  defaultSubmitInterval: number;
  /**
   * Unfinished (waiting or being judged) submissions one user may have; a submit beyond it is refused
   * until a verdict comes (0: no cap). Not in the spec: it keeps one user from filling the judges' queue.
   */
  waitingSubmissionLimit: number;
  defaultCreateGroupDailyLimit: number;
  defaultCreateGroupLimit: number;
  /** Accepted problems needed before creating a group. */
  defaultCreateGroupACInitValue: number;
  defaultCreateDiscussionDailyLimit: number;
  defaultCreateDiscussionACInitValue: number;
  defaultCreateCommentACInitValue: number;
}

export const DEFAULT_SITE_SWITCHES: Readonly<SiteSwitches> = Object.freeze({
  registerWithoutEmailCode: false,
  openPublicJudge: true,
  openGroupJudge: true,
  openContestJudge: true,
  hideNonContestSubmissionCode: false,
  defaultSubmitInterval: 8,
  waitingSubmissionLimit: 3,
  defaultCreateGroupDailyLimit: 2,
  defaultCreateGroupLimit: 5,
  defaultCreateGroupACInitValue: 20,
  defaultCreateDiscussionDailyLimit: 5,
  defaultCreateDiscussionACInitValue: 10,
  defaultCreateCommentACInitValue: 10,
});

/** Largest value an admin may give a count or an interval (a day in seconds is far above any real use). */
export const SWITCH_NUMBER_MAX = 86_400;
