import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemApi, type RemoteJudgeView } from '../problem/problem-api';
import { LocalDate } from '../local-date';
import { RECENT_CONTEST_SOURCES } from './recent-contests';
import classes from './remote-judges.module.css';
import { CardNote, HomeCard } from './home-card';

/**
 * Home: the remote judges problems can be judged on (01 §2): the ones this site has enabled, each with
 * its state (healthy, unreachable, or not checked yet) and its last health check, read after the page
 * is drawn (the page itself is kept between visits). Without the remote judges' plugin, or with no judge
 * enabled, the card says so.
 */
export function RemoteJudges({ enabledPlugins, locale }: { enabledPlugins: readonly string[]; locale: string }) {
  const { t } = useTranslation();
  const plugin = RECENT_CONTEST_SOURCES.find((s) => s.external)?.plugin ?? '';
  const enabled = enabledPlugins.includes(plugin);
  const [judges, setJudges] = useState<RemoteJudgeView[]>();
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void problemApi.remoteJudges().then((answer) => live && setJudges(answer.status === 200 && Array.isArray(answer.data) ? answer.data : []));
    return () => {
      live = false;
    };
  }, [enabled]);
  const state = (j: RemoteJudgeView) => (j.healthy === null ? 'unchecked' : j.healthy ? 'healthy' : 'unhealthy');
  return (
    <HomeCard title={t('home.remoteJudges')} testId="remote-judges">
      {!enabled || judges?.length === 0 ? <CardNote>{t('home.noRemoteJudges')}</CardNote> : null}
      <ul className={classes.list}>
        {(enabled ? (judges ?? []) : []).map((j) => (
          <li key={j.oj} className={classes.row} data-testid="remote-judge" data-oj={j.oj} data-state={state(j)}>
            <a href={j.url} target="_blank" rel="noreferrer" className={classes.link} title={j.name}>{j.oj}</a>
            <span className={classes.state}>
              {j.lastCheck ? <span className={classes.checked}>{t('home.remoteLastCheck')} <LocalDate value={j.lastCheck} locale={locale} /></span> : null}
              <span className={`${classes.badge} ${classes[state(j)]}`}>{t(`home.remote.${state(j)}`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}
