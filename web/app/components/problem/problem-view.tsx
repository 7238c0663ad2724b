import { Alert, Anchor, Button, Grid, Group, Stack, Tabs } from '@mantine/core';
import { Link, useRevalidator, useRouteLoaderData } from '@remix-run/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { loader as rootLoader } from '../../root';
import { CodeEditor } from '../editor/code-editor';
import { editorStorageKey, offeredLanguages } from '../editor/editor-settings';
import { useEditorState } from '../editor/use-editor-state';
import { discussionLink } from './discussion-link';
import { ProblemActions } from './problem-actions';
import { FullScreenNav } from './full-screen-nav';
import { MySubmissions } from './my-submissions';
import { useMyStatus } from './my-status';
import type { ProblemDetailAnswer } from './problem-api';
import { AnnexFiles, hasFiles, VideoFiles } from './problem-files';
import { ProblemStatement } from './problem-statement';
import { SubmitBanner } from './submit-banner';
import { SubmitPanel } from './submit-panel';
import { useSubmitState } from './submit-state';
import { contentTypesOf, useLanguageFacts } from './use-content-types';
import classes from './problem-view.module.css';

type Tab = 'description' | 'mySubmission' | 'annex' | 'video';

export interface ProblemViewProps {
  answer: ProblemDetailAnswer;
  /** The focus variant: the problem switcher on the left (signed in), a taller editor, the whole width. */
  fullScreen?: boolean;
  /**
   * A plugin's context around the problem: the training whose submission this is (`tid`, sent with each
   * submission and resolved by the plugin's submission context) and the page's own path (`path`, e.g.
   * `/training/5/problem/1000`) for the full-screen links; `submissionPath` is where a submission's detail
   * opens (`<submissionPath>/<submitId>`, e.g. a contest's `/contest/3/problem/A/submission-detail`), the
   * core's /submission-detail when absent.
   */
  context?: { tid?: number; cid?: number; path?: string; submissionPath?: string };
}

/** The problem page (01 §2): statement tabs, the side card, and the editor with its submit button. */
export function ProblemView({ answer, fullScreen, context }: ProblemViewProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const signedIn = Boolean(root?.user);
  const { problem, tags, problemCount } = answer;
  const [tab, setTab] = useState<Tab>('description');
  const languages = useMemo(() => offeredLanguages(answer.languages), [answer.languages]);
  const templates = useMemo(() => answer.codeTemplate ?? {}, [answer.codeTemplate]);
  const editor = useEditorState(editorStorageKey(problem.problemId, problem.gid), languages, templates);
  const facts = useLanguageFacts();
  const contentTypes = useMemo(() => contentTypesOf(facts), [facts]);
  const discussion = root?.config ? discussionLink(problem, root.config, false) : undefined;
  const path = context?.path ?? `/problem/${encodeURIComponent(problem.problemId)}`;
  const mark = useMyStatus(problem.id, signedIn, context?.cid, problem.gid ?? undefined);
  const revalidator = useRevalidator();
  // bumped on each verdict: the full-screen switcher is mounted again to read the marks anew
  const [verdicts, setVerdicts] = useState(0);
  const onJudged = useCallback(() => {
    // 01 §4: after the verdict the problem data (counters, pie) and the navigation list reload
    revalidator.revalidate();
    mark.reload();
    setVerdicts((n) => n + 1);
  }, [revalidator, mark.reload]);
  const flow = useSubmitState(onJudged);

  const statement = (
    <Tabs value={tab} onChange={(value) => setTab((value as Tab) ?? 'description')} keepMounted={false} data-testid="problem-tabs">
      <Tabs.List>
        <Tabs.Tab value="description">{t('problem.tab.description')}</Tabs.Tab>
        {signedIn ? <Tabs.Tab value="mySubmission" data-testid="tab-my-submission">{t('problem.tab.mySubmission')}</Tabs.Tab> : null}
        {hasFiles(problem.userExtraFile) ? <Tabs.Tab value="annex" data-testid="tab-annex">{t('problem.tab.annex')}</Tabs.Tab> : null}
        {hasFiles(problem.videoExtraFile) ? <Tabs.Tab value="video" data-testid="tab-video">{t('problem.tab.video')}</Tabs.Tab> : null}
      </Tabs.List>
      <Tabs.Panel value="description" pt="md">
        <ProblemStatement problem={problem} tags={tags ?? []} languages={languages} facts={facts} />
      </Tabs.Panel>
      {signedIn ? (
        <Tabs.Panel value="mySubmission" pt="md">
          <MySubmissions problemId={problem.problemId} refresh={`${flow.state.submitId ?? ''}:${verdicts}`} cid={context?.cid} gid={problem.gid ?? undefined} detailPath={context?.submissionPath} />
        </Tabs.Panel>
      ) : null}
      {hasFiles(problem.userExtraFile) ? <Tabs.Panel value="annex" pt="md"><AnnexFiles files={problem.userExtraFile} /></Tabs.Panel> : null}
      {hasFiles(problem.videoExtraFile) ? <Tabs.Panel value="video" pt="md"><VideoFiles files={problem.videoExtraFile} /></Tabs.Panel> : null}
    </Tabs>
  );

  const workbench = (
    <Stack gap="sm" className={fullScreen ? classes.workbench : undefined} data-testid="problem-workbench">
      <ProblemActions problem={problem} counts={problemCount} signedIn={signedIn} discussion={discussion} fullScreenLink={fullScreen ? undefined : `${path}/full-screen`} />
      <SubmitBanner myStatus={mark.status} submitStatus={flow.state.status} />
      {languages.length === 0 ? <Alert color="yellow" data-testid="no-judgeable-language">{t('problem.noJudgeableLanguage')}</Alert> : null}
      <CodeEditor
        state={editor.state}
        languages={languages}
        contentTypes={contentTypes}
        fill={fullScreen}
        onChange={editor.update}
        onReset={editor.reset}
      />
      <SubmitPanel problem={problem} state={editor.state} signedIn={signedIn} disabled={!editor.loaded || languages.length === 0} flow={flow} myStatus={mark.status} onCode={editor.update} tid={context?.tid} cid={context?.cid} detailPath={context?.submissionPath} />
    </Stack>
  );

  if (!fullScreen) {
    return (
      <Grid data-testid="problem-view">
        <Grid.Col span={{ base: 12, lg: 6 }}>{statement}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>{workbench}</Grid.Col>
      </Grid>
    );
  }
  return (
    <div className={classes.focus} data-with-nav={signedIn || undefined} data-testid="problem-view" data-full-screen="true">
      {signedIn ? (
        <div className={classes.column}>
          <FullScreenNav key={verdicts} current={problem.problemId} />
        </div>
      ) : null}
      <div className={classes.column} data-testid="full-screen-statement">
        <Anchor component={Link} to={path} size="sm" data-testid="leave-full-screen">{t('problem.leaveFullScreen')}</Anchor>
        {statement}
      </div>
      {workbench}
    </div>
  );
}

/** What a problem page shows when the problem could not be loaded: the server's message, and no way to submit (01 §8). */
export function ProblemLoadFailed({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack data-testid="problem-load-failed">
      <Alert color="red" title={t('problem.loadFailed')}>{message}</Alert>
      <Group justify="space-between">
        <Anchor component={Link} to="/problem">{t('problem.backToList')}</Anchor>
        <Button disabled data-testid="submit-button">{t('problem.submit')}</Button>
      </Group>
    </Stack>
  );
}
