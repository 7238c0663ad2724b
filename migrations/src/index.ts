import type { MigrationSpec } from '@oj/core';
import { siteConfig } from './0001-site-config';
import { accounts } from './0002-accounts';
import { announcementsAndCarousel } from './0003-announcements-carousel';
import { siteSwitches } from './0004-site-switches';
import { sysNotices } from './0005-sys-notices';
import { emailConfig } from './0006-email-config';
import { languages } from './0007-languages';
import { problems } from './0008-problems';
import { userEmailOptional } from './0009-user-email-optional';
import { problemListStamp } from './0010-problem-list-stamp';
import { pluginStates } from './0011-plugin-states';
import { submissions } from './0012-submissions';
import { pluginSettings } from './0013-plugin-settings';
import { submissionLines } from './0014-submission-lines';
import { languageFactors } from './0015-language-factors';
import { smsConfig } from './0016-sms-config';
import { mailOutboxState } from './0017-mail-outbox-state';
import { problemStatements } from './0018-problem-statements';
import { naturalDisplayOrder } from './0019-natural-display-order';
import { messages } from './0020-messages';

/** The core's migrations, in the order they run. Plugins' migrations run after these. */
export const coreMigrations: readonly MigrationSpec[] = [siteConfig, accounts, announcementsAndCarousel, siteSwitches, sysNotices, emailConfig, languages, problems, userEmailOptional, problemListStamp, pluginStates, submissions, pluginSettings, submissionLines, languageFactors, smsConfig, mailOutboxState, problemStatements, naturalDisplayOrder, messages];
