import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import classes from './site-footer.module.css';

interface FooterConfig {
  name: string;
  recordName: string;
  recordUrl: string;
  projectName: string;
  projectUrl: string;
}

/** The footer of 01 §1 from the website config, with the judging queue, system info and about links. */
export function SiteFooter({ config }: { config: FooterConfig }) {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer} data-testid="site-footer">
      <span>{config.name}</span>
      <Link to="/judge-queue" className={classes.link}>{t('footer.judgingQueue')}</Link>
      <Link to="/developer" className={classes.link}>{t('footer.systemInfo')}</Link>
      <Link to="/introduction" className={classes.link}>{t('footer.about')}</Link>
      <Link to="/help" className={classes.link}>{t('footer.help')}</Link>
      {config.projectName ? (config.projectUrl ? <a href={config.projectUrl} className={classes.link}>{config.projectName}</a> : <span>{config.projectName}</span>) : null}
      {config.recordName ? (config.recordUrl ? <a href={config.recordUrl} className={classes.link}>{config.recordName}</a> : <span>{config.recordName}</span>) : null}
    </footer>
  );
}
