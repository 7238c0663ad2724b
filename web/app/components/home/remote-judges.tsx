import { useTranslation } from 'react-i18next';
import { REMOTE_OJS } from '../problem/list-query';
import { RECENT_CONTEST_SOURCES } from './recent-contests';
import classes from './remote-judges.module.css';
import { HomeCard } from './home-card';

/** Each remote judge's own site, for the link beside its key. */
const REMOTE_OJ_SITES: Record<(typeof REMOTE_OJS)[number], string> = {
  HDU: 'https://acm.hdu.edu.cn',
  CF: 'https://codeforces.com',
  POJ: 'http://poj.org',
  GYM: 'https://codeforces.com/gym',
  AC: 'https://atcoder.jp',
  SPOJ: 'https://www.spoj.com',
  LIBRE: 'https://loj.ac',
};

/**
 * Home: the remote judges problems can be judged on (01 §2), shown as enabled or not. They are enabled
 * with the remote-judge plugin; without it every one says so.
 */
export function RemoteJudges({ enabledPlugins }: { enabledPlugins: readonly string[] }) {
  const { t } = useTranslation();
  const plugin = RECENT_CONTEST_SOURCES.find((s) => s.external)?.plugin ?? '';
  const enabled = enabledPlugins.includes(plugin);
  return (
    <HomeCard title={t('home.remoteJudges')} testId="remote-judges">
      <ul className={classes.list}>
        {REMOTE_OJS.map((oj) => (
          <li key={oj} className={classes.row} data-testid="remote-judge" data-oj={oj}>
            <a href={REMOTE_OJ_SITES[oj]} target="_blank" rel="noreferrer" className={classes.link}>{oj}</a>
            <span className={enabled ? `${classes.badge} ${classes.enabled}` : classes.badge}>
              {enabled ? t('home.remoteEnabled') : t('home.remoteDisabled')}
            </span>
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}
