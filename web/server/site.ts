import 'reflect-metadata';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { packRules } from '@casl/ability/extra';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { LoadedSettings } from '@oj/config';
import { parseRemoteJudgeAccounts } from '@oj/config';
import { AesGcmSecretBox, NoSecretBox, problemFormats, secretsKeyBytes, SettingsMailer } from '@oj/adapters';
import {
  CLOCK,
  Container,
  coreExtensionPoints,
  EVENT_BUS,
  orderPlugins,
  PluginHost,
  PLUGIN_STATE_REPOSITORY,
  pluginSwitchMessages,
  pluginSettingMessages,
  PluginSettings,
  PLUGIN_SETTINGS_REPOSITORY,
  siteRoutes,
  siteAdminMessages,
  siteAdminRoutes,
  JudgeRunnerRegistry,
  bindJudgeEventHandlers,
  judgeRunnerRoutes,
  siteSwitchRoutes,
  sysNoticeMessages,
  sysNoticeRoutes,
  SysNoticePushJob,
  SysNoticeService,
  EmailConfigService,
  TestMailService,
  emailConfigMessages,
  emailConfigRoutes,
  SmsConfigService,
  smsConfigMessages,
  smsConfigRoutes,
  MailOutboxService,
  mailOutboxMessages,
  mailOutboxRoutes,
  MAIL_OUTBOX_NAV,
  LanguageService,
  LanguageOffer,
  LANGUAGE_FACTORS,
  LanguageFactorTable,
  languageMessages,
  languageRoutes,
  CheckerCompiler,
  JudgeEventRouter,
  JUDGE_WAIT_OBSERVER,
  JudgingService,
  SubmitService,
  SubmissionDispatcher,
  SubmissionQueryService,
  AdminJudgeService,
  SubmissionOutboxJob,
  EmbeddedRequeue,
  LedgerProblemStatus,
  submissionRoutes,
  submissionEventRoutes,
  SubmissionChangeFanout,
  LiveStreamGate,
  liveStreamMessages,
  submissionStatsRoutes,
  SubmissionStatsService,
  JudgedCache,
  judgeQueueRoutes,
  JudgeQueueViewService,
  testRunRoutes,
  TestRunService,
  submissionMessages,
  SUBMISSION_CONTEXTS,
  EXTENSION_POINTS,
  DASHBOARD_FACTS,
  type DashboardFacts,
  PROBLEM_CONTEXTS,
  type ProblemContext,
  LOGGER,
  type ExtensionPoint,
  type SubmissionContext,
  ProblemAdminService,
  TagAdminService,
  TestcaseUploadService,
  problemAdminMessages,
  problemAdminRoutes,
  ProblemImportService,
  ProblemExportService,
  problemImportMessages,
  problemImportRoutes,
  problemExportRoutes,
  PROBLEM_FORMATS,
  ARCHIVE_READER,
  ARCHIVE_WRITER,
  tagAdminRoutes,
  mdFileRoutes,
  MD_FILE_PATH,
  MD_IMAGE_PATH,
  rankMessages,
  judgeStatusTable,
  rankRoutes,
  RankService,
  Ratings,
  RATING_PROVIDERS,
  RATING_SERVICES,
  type RatingProvider,
  messageRoutes,
  messageMessages,
  MessageBoxService,
  MessagePoster,
  MESSAGE_PORT,
  MAILER,
  PROBLEM_STATUS_SOURCE,
  ProblemQueryService,
  PublicProblemCatalog,
  problemMessages,
  problemRoutes,
  announcementMessages,
  announcementRoutes,
  CAROUSEL_IMAGE_PATH,
  HomeContentService,
  SessionUsers,
  HOME_ANNOUNCEMENT_CACHED_PAGES,
  HOME_ANNOUNCEMENT_PAGE_SIZE,
  pageRequest,
  AVATAR_PATH,
  USER_REPOSITORY,
  userInfoOf,
  accountRoutes,
  userAdminRoutes,
  userAdminMessages,
  UserAdminService,
  UserAdminBatchService,
  USER_ADMIN_NAV,
  ROLE_ADMIN_NAV,
  roleAdminMessages,
  roleAdminRoutes,
  CORE_ABILITY_RULES,
  accountMessages,
  AccountSettingsService,
  AvatarService,
  CaptchaService,
  LoginService,
  LoginThrottle,
  SecretCheckLimiter,
  PasswordResetService,
  RegistrationService,
  RootAccount,
  SessionService,
  RecentSessionsService,
  UserHomeService,
  VerificationCodes,
  WebsiteConfigService,
  ROOT_USERNAME,
  CORE_ADMIN_NAV,
  adminNavMessages,
  type PluginManifest,
  BackgroundServicesPoint,
  REMOTE_JUDGES,
  REMOTE_ACCOUNT_SEEDS,
  SECRET_BOX,
  SWITCH_FIELDS,
  RemoteJudgingService,
  RemoteProblemImportService,
  RemoteJudgeDirectory,
  remoteJudgeRoutes,
  remoteJudgeMessages,
  type RemoteJudge,
  type SwitchFields,
} from '@oj/core';
import { adminArea } from './admin-area.js';
import { isSharedRender, KeptPageCache, type KeptPage } from './kept-page-cache.js';
import { apiRouter, API_PREFIX, closeTextStreams, type MountedRoute } from './http/api-router.js';
import { dropUntrustedForwarding } from './http/forwarded-host.js';
import { SiteMetrics } from './http/metrics.js';
import { isMetricsPath, MetricsAccess, serveMetrics } from './http/metrics-endpoint.js';
import { applySecurityHeaders, nonceOf } from './http/security-headers.js';
import { errorResponse } from './http/error-response.js';
import { openApiDocument } from './http/openapi.js';
import { RequestOpener, scopeOf, type SessionResolver } from './http/request-context-middleware.js';
import { sessionResolver } from './http/session-resolver.js';
import { serveImage } from './http/serve-image.js';
import { serveDownload } from './http/serve-download.js';
import { handleJudgeEndpoint, JUDGE_ENDPOINT_PREFIX } from './http/judge-endpoints.js';
import { LiveStreams } from './http/live-streams.js';
import { JudgeHealthIndicator, LANGUAGE_DEFINITIONS, startEmbeddedJudge } from '@oj/judge-runner';
import { languageSeeds } from './language-seeds.js';
import { seedSampleProblems } from './seed-problems.js';
import { RemoteRunnersHealthIndicator } from './remote-runners-health.js';
import { serviceInfoRoutes } from './routes/service-info.routes.js';
import { Translator } from './http/translator.js';
import { bindInfrastructure, openInfrastructure, type Infrastructure } from './infrastructure.js';
import { JobScheduler } from './job-scheduler.js';
import type { PageServices } from './page-context.js';
import { pagesRouter, type PagesMode } from './pages.js';
import { pluginShell } from './plugin-shell.js';
import { healthReport, healthRoute } from './routes/health.route.js';
import { systemInfo } from './system-info.js';

export interface SiteOptions {
  logger: Logger;
  pages: PagesMode;
  /** The web workspace folder (holds build/ and app/). */
  webRoot: string;
  /** Shown in /api/health and the OpenAPI document. */
  version: string;
  plugins?: readonly PluginManifest[];
}

/** A running site's parts; `close()` releases everything it opened, in reverse order. */
export interface Site {
  /** Set on the start that created the root account without ADMIN_PASSWORD: print it once. */
  generatedRootPassword?: string;
  /** Serves the pages (the API is answered in front of it, see `handle`). */
  app: Express;
  container: Container;
  infrastructure: Infrastructure;
  plugins: PluginHost;
  routes: readonly MountedRoute[];
  metrics: SiteMetrics;
  /** The site as a request handler (what `listen` serves). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  listen(port: number, host: string): Promise<Server>;
  close(): Promise<void>;
}

/**
 * Pages whose render is kept until an event changes what they show (KeptPageCache), one for guests and one
 * for every signed-in visitor: their loaders' data says nothing personal beyond "signed in or not". Each names the query parameters its render reads: /home its announcements' page
 * (`announcementPage`, web/app/routes/home.tsx), the first pages HomeContentService keeps too.
 */
const KEPT_PAGES: KeptPage[] = [{ path: '/home', params: { announcementPage: (v) => /^[1-9]\d*$/.test(v) && Number(v) <= HOME_ANNOUNCEMENT_CACHED_PAGES } }];

/** Longer than common proxies' idle timeout, so the proxy closes idle connections first. */
const KEEP_ALIVE_MS = 65_000;

/** The core's use cases, singletons of the site's container. */
const CORE_SERVICES = [
  WebsiteConfigService, HomeContentService, VerificationCodes, CaptchaService, SessionService, SessionUsers, LoginThrottle, LoginService, SecretCheckLimiter, RegistrationService,
  PasswordResetService, AccountSettingsService, UserHomeService, RootAccount, AvatarService, SysNoticeService, MessagePoster, MessageBoxService,
  UserAdminService, UserAdminBatchService, RecentSessionsService,
  SysNoticePushJob, EmailConfigService, TestMailService, SmsConfigService, MailOutboxService, JudgeRunnerRegistry, LanguageService, LanguageOffer,
  RankService, Ratings, ProblemQueryService, PublicProblemCatalog, JudgedCache, SubmissionStatsService,
  JudgeEventRouter, CheckerCompiler, TestcaseUploadService, ProblemAdminService, TagAdminService,
  ProblemImportService, ProblemExportService, JudgeQueueViewService,
  SubmissionDispatcher, JudgingService, SubmitService, SubmissionQueryService, AdminJudgeService, SubmissionOutboxJob, EmbeddedRequeue, TestRunService,
  SubmissionChangeFanout, LiveStreamGate,
  RemoteJudgingService, RemoteProblemImportService, RemoteJudgeDirectory,
];

/**
 * The composition root of the web process: opens the adapters the settings choose, binds them to the
 * core's tokens, loads the plugins, and builds the Express app (`/api`, `/metrics`, the pages).
 */
export async function createSite(loaded: LoadedSettings, options: SiteOptions): Promise<Site> {
  const { settings } = loaded;
  const { logger } = options;
  const manifests = options.plugins ?? [];
  // plugins' tables come after the core's, in dependency order
  const pluginMigrations = orderPlugins(manifests).map((p) => ({ owner: p.id, migrations: p.migrations ?? [] }));
  const infrastructure = await openInfrastructure(settings, logger, pluginMigrations);
  const closers: Array<() => Promise<void>> = [() => infrastructure.close()];
  try {
    const container = new Container({ defaultScope: 'Singleton' });
    bindInfrastructure(container, infrastructure);
    container.bind(LOGGER).toConstantValue(logger);
    for (const service of CORE_SERVICES) container.bind(service).toSelf();
    // features (the discussions plugin, …) post into the message centre through its port
    container.bind(MESSAGE_PORT).toService(MessagePoster);
    bindJudgeEventHandlers(container);
    const metrics = new SiteMetrics();
    container.bind(JUDGE_WAIT_OBSERVER).toConstantValue({ waited: (kind, seconds) => metrics.judgeWait.observe({ kind }, seconds) });
    closers.push(() => container.get(JudgeEventRouter).stop());
    // mail goes through the admin's stored SMTP settings when there are some, else the environment's
    const emailConfig = container.get(EmailConfigService);
    const mailer = new SettingsMailer(() => emailConfig.smtpSettings(), infrastructure.mailer, settings.mailFrom);
    closers.push(async () => mailer.close());
    container.bind(MAILER).toConstantValue(mailer);
    // problem marks (myStatus) come from the users' judged submissions
    container.bind(PROBLEM_STATUS_SOURCE).to(LedgerProblemStatus);
    container.bind(PROBLEM_FORMATS).toConstantValue(problemFormats(container.get(ARCHIVE_READER), container.get(ARCHIVE_WRITER)));
    // the limits users read beside each language are the ones the runner applies
    container.bind(LANGUAGE_FACTORS).toConstantValue(new LanguageFactorTable(new Map(LANGUAGE_DEFINITIONS.map((d) => [d.key, { time: d.timeFactor, memory: d.memoryFactor }]))));
    // secrets stored in the database (the remote judges' passwords) are sealed with SECRETS_KEY; without it none can be stored
    container.bind(SECRET_BOX).toConstantValue(settings.secretsKey ? new AesGcmSecretBox(secretsKeyBytes(settings.secretsKey)) : new NoSecretBox());
    container.bind(REMOTE_ACCOUNT_SEEDS).toConstantValue(settings.remoteJudgeAccounts ? parseRemoteJudgeAccounts(settings.remoteJudgeAccounts) : []);

    for (const plugin of manifests) if (plugin.container) await container.load(plugin.container);
    const extensionPoints = coreExtensionPoints({
      get: (id) => container.get(id),
      onBackgroundError: (error, id) => logger.error({ err: error, service: id }, 'a background service failed to start or stop'),
    });
    container.bind(EXTENSION_POINTS).toConstantValue(extensionPoints);
    container.bind(DASHBOARD_FACTS).toConstantValue(extensionPoints.get('dashboardFacts') as unknown as ExtensionPoint<DashboardFacts>);
    container.bind(SUBMISSION_CONTEXTS).toConstantValue(extensionPoints.get('submissionContexts') as unknown as ExtensionPoint<SubmissionContext>);
    container.bind(PROBLEM_CONTEXTS).toConstantValue(extensionPoints.get('problemContexts') as unknown as ExtensionPoint<ProblemContext>);
    container.bind(REMOTE_JUDGES).toConstantValue(extensionPoints.get('remoteJudges') as unknown as ExtensionPoint<RemoteJudge>);
    container.bind(RATING_PROVIDERS).toConstantValue(extensionPoints.get('ratingProvider') as unknown as ExtensionPoint<RatingProvider>);
    container.bind(RATING_SERVICES).toConstantValue((id) => container.get(id));
    container.bind(SWITCH_FIELDS).toConstantValue(extensionPoints.get('switchFields') as unknown as ExtensionPoint<SwitchFields>);
    // the plugins' background work stops before what it works with closes (closers run in reverse)
    const backgroundServices = extensionPoints.get('backgroundServices') as unknown as BackgroundServicesPoint;
    closers.push(() => backgroundServices.stopAll());
    const plugins = new PluginHost(manifests, extensionPoints, container.get(EVENT_BUS), (id) => container.get(id));
    container.bind(PluginHost).toConstantValue(plugins);
    // the plugins' settings: followed, then read (a save elsewhere meanwhile is not lost), kept in step with
    // the saves of every web process and read again when older than 30 s
    const pluginSettings = new PluginSettings(plugins.installed(), container.get(PLUGIN_SETTINGS_REPOSITORY), container.get(EVENT_BUS), container.get(CLOCK));
    const stopSettings = await pluginSettings.start();
    closers.push(async () => stopSettings());
    container.bind(PluginSettings).toConstantValue(pluginSettings);
    // the super admin's stored choice wins; a plugin without one takes PLUGINS or its enabledByDefault
    const enabled = settings.plugins ?? manifests.filter((p) => p.enabledByDefault !== false).map((p) => p.id);
    const stored = manifests.length ? await container.get(PLUGIN_STATE_REPOSITORY).all() : new Map<string, boolean>();
    for (const plugin of plugins.installed()) {
      if (!(stored.get(plugin.id) ?? enabled.includes(plugin.id))) continue;
      try {
        plugins.enable(plugin.id);
      } catch (error) {
        // a stored choice may meet a default that leaves a required plugin off: the site still starts
        if (!stored.size) throw error;
        logger.warn({ err: error, plugin: plugin.id }, 'plugin left off');
      }
    }
    // a plugin switched on or off through any web process (admin switch page) is followed here at once
    const stopFollowing = container.get(EVENT_BUS).subscribe('plugin.toggled', ({ payload }) => {
      try {
        if (payload.enabled) plugins.enable(payload.id);
        else plugins.disable(payload.id);
      } catch (error) {
        logger.error({ err: error, plugin: payload.id }, 'plugin switch could not be followed');
      }
    });
    closers.push(async () => stopFollowing());

    // the judge: in this process (embedded), or runners elsewhere that report through heartbeats
    const runners = container.get(JudgeRunnerRegistry);
    if (settings.judgeMode === 'embedded') {
      const judge = startEmbeddedJudge({
        name: `${hostname()} (embedded)`,
        queue: infrastructure.judgeQueue,
        files: infrastructure.files,
        slots: settings.judgeSlots,
        workDir: settings.judgeWorkDir ?? join(settings.dataDir, 'judge'),
        testlibDir: settings.judgeTestlibDir,
        record: (status) => runners.record(status),
        logger,
      });
      closers.push(() => judge.stop());
      infrastructure.health.push(new JudgeHealthIndicator(() => judge.state()));
    } else {
      infrastructure.health.push(new RemoteRunnersHealthIndicator(runners));
    }

    // the judge's languages join the site's list once; the admin's edits are never overwritten
    const seeded = await container.get(LanguageService).seed(languageSeeds(LANGUAGE_DEFINITIONS));
    if (seeded.length) logger.info({ languages: seeded }, 'languages added to the site\'s list');
    // runners' results are applied from now on (the handlers' table is bound with the services); an embedded
    // site re-queues what its lost in-process queue held
    // cached rankings must hear every verdict from the start, not from their first read
    container.get(JudgedCache);
    await container.get(JudgeEventRouter).start();
    if (settings.judgeMode === 'embedded') {
      const requeued = await container.get(EmbeddedRequeue).run('local');
      if (requeued) logger.info({ submissions: requeued }, 'unfinished submissions queued again after start');
    }
    // the same for the remote judges' submissions when their queue is in-process (they re-poll the runs they know)
    if (!settings.amqpUrl) {
      const requeued = await container.get(EmbeddedRequeue).run('remote');
      if (requeued) logger.info({ submissions: requeued }, 'unfinished remote judge submissions queued again after start');
    }
    // the sample problems, once, so a newcomer can submit at once; a bad sample must not stop the site
    if (settings.seedProblems) await seedSampleProblems(container, infrastructure.database, options.webRoot, logger).catch((e: unknown) => logger.error({ err: e }, 'the sample problems could not be imported'));

    const metricsAccess = new MetricsAccess(settings);
    const translator = new Translator([accountMessages, userAdminMessages, announcementMessages, siteAdminMessages, adminNavMessages, sysNoticeMessages, messageMessages, emailConfigMessages, smsConfigMessages, roleAdminMessages, mailOutboxMessages, languageMessages, problemMessages, problemAdminMessages, problemImportMessages, rankMessages, submissionMessages, liveStreamMessages, remoteJudgeMessages, pluginSwitchMessages, pluginSettingMessages, ...manifests.map((p) => p.i18n ?? {})]);
    const routes: MountedRoute[] = [
      ...siteRoutes.map((route) => ({ route })),
      ...accountRoutes.map((route) => ({ route })),
      ...userAdminRoutes.map((route) => ({ route })),
      ...announcementRoutes.map((route) => ({ route })),
      ...siteAdminRoutes.map((route) => ({ route })),
      ...siteSwitchRoutes.map((route) => ({ route })),
      ...sysNoticeRoutes.map((route) => ({ route })),
      ...emailConfigRoutes.map((route) => ({ route })),
      ...smsConfigRoutes.map((route) => ({ route })),
      ...roleAdminRoutes.map((route) => ({ route })),
      ...mailOutboxRoutes.map((route) => ({ route })),
      ...judgeRunnerRoutes.map((route) => ({ route })),
      ...serviceInfoRoutes(settings, () => ({ ...infrastructure.mode }), options.version).map((route) => ({ route })),
      ...languageRoutes.map((route) => ({ route })),
      ...problemAdminRoutes.map((route) => ({ route })),
      ...problemImportRoutes.map((route) => ({ route })),
      ...problemExportRoutes.map((route) => ({ route })),
      ...tagAdminRoutes.map((route) => ({ route })),
      ...mdFileRoutes.map((route) => ({ route })),
      ...problemRoutes.map((route) => ({ route })),
      ...rankRoutes.map((route) => ({ route })),
      ...submissionRoutes.map((route) => ({ route })),
      ...submissionEventRoutes.map((route) => ({ route })),
      ...submissionStatsRoutes.map((route) => ({ route })),
      ...judgeQueueRoutes.map((route) => ({ route })),
      ...testRunRoutes.map((route) => ({ route })),
      ...remoteJudgeRoutes.map((route) => ({ route })),
      ...messageRoutes.map((route) => ({ route })),
      { route: healthRoute(() => infrastructure.health, options.version) },
      ...plugins.installed().flatMap((p) => (p.api ?? []).map((route) => ({ route, plugin: p.id }))),
    ];
    const abilityRules = () => [...CORE_ABILITY_RULES, ...plugins.abilityRules()];
    const isSecure = (req: IncomingMessage) =>
      Boolean((req.socket as { encrypted?: boolean }).encrypted) || (settings.trustProxy > 0 && req.headers['x-forwarded-proto'] === 'https');
    const resolveUser: SessionResolver = sessionResolver((id) => container.get(id), isSecure);
    const rootAccount = await container.get(RootAccount).ensure(settings.adminPassword);
    if (rootAccount.created) logger.info({ username: ROOT_USERNAME }, 'root account created');

    const opener = new RequestOpener({ container, logger, metrics, resolveUser, abilityRules, trustProxy: settings.trustProxy });
    // every live-update stream (the submission statuses now; boards, messages later) opens through the caps
    const liveStreams = new LiveStreams(container.get(LiveStreamGate), { onLeaseError: (error) => logger.warn({ err: error }, 'a live stream\'s lease could not be renewed or given back') });
    container.bind(LiveStreams).toConstantValue(liveStreams);
    closers.push(async () => liveStreams.closeAll());
    const apiHandler = apiRouter(routes, { translator, logger, opener, isPluginEnabled: (id) => plugins.isEnabled(id), pluginOffMessage: (id) => plugins.offMessageKey(id), isSecure, trustProxy: settings.trustProxy, liveStreams });
    const openapi = JSON.stringify(openApiDocument(routes, { title: 'Online Judge API', version: options.version }));

    // Express serves the pages; the API, its description and the metrics are answered before it
    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', settings.trustProxy);
    app.set('etag', false);
    if (options.pages !== 'none') {
      const websiteConfig = container.get(WebsiteConfigService);
      const userHome = container.get(UserHomeService);
      const homeContent = container.get(HomeContentService);
      const services: PageServices = {
        websiteConfig: () => websiteConfig.getPublic(),
        systemInfo: async (runnerDetails) => {
          const [health, list] = await Promise.all([healthReport(infrastructure.health, options.version), runners.list()]);
          return systemInfo({ health, mode: infrastructure.mode, runners: list, now: container.get(CLOCK).now().getTime(), runnerDetails });
        },
        announcements: (currentPage) => homeContent.visibleAnnouncements(pageRequest(currentPage, HOME_ANNOUNCEMENT_PAGE_SIZE, HOME_ANNOUNCEMENT_PAGE_SIZE)),
        languages: () => container.get(LanguageService).listPublic(),
        judgeStatuses: () => judgeStatusTable.all(),
        rankList: async (request) => container.get(RankService).list(request),
        carousel: () => homeContent.carousel(),
        me: async (uid) => {
          const user = uid ? await container.get(USER_REPOSITORY).findByUid(uid) : undefined;
          return user ? userInfoOf(user) : undefined;
        },
        userHome: async (query, locale) => {
          const params = new URLSearchParams(query);
          try {
            const data = await userHome.homeInfo({ uid: params.get('uid') ?? undefined, username: params.get('username') ?? undefined });
            return { status: 200, msg: 'success', data };
          } catch (error) {
            // the page shows the same message the API would
            const answer = errorResponse(error, locale, translator);
            return answer.body;
          }
        },
        publicProblemExists: async (problemId) => (await container.get(PublicProblemCatalog).find(problemId)) !== undefined,
        adminArea: (pathname, request) => adminArea(pathname, request, [...CORE_ADMIN_NAV, ...USER_ADMIN_NAV, ...ROLE_ADMIN_NAV, ...MAIL_OUTBOX_NAV, ...plugins.adminNav()], translator),
        plugins: (locale) => pluginShell(plugins, translator, locale),
      };
      // made after the services whose cached data the home page reads: its event handler runs after theirs
      const keptPages = new KeptPageCache(container.get(EVENT_BUS), KEPT_PAGES);
      const pages = await pagesRouter(options.pages, options.webRoot, (_req, res) => {
        const { context: ctx } = scopeOf(res);
        // the render every signed-in visitor gets: nobody's user, a guest's permissions
        const shared = isSharedRender(res);
        const ability = shared ? opener.guestAbility() : ctx.ability;
        const request = { locale: ctx.locale, user: shared ? undefined : ctx.user, signedIn: Boolean(ctx.user), shared, requestId: ctx.requestId, nonce: nonceOf(res) };
        return { services, request: { ...request, rules: packRules(ability.rules), can: (action, subject) => ability.can(action, subject) } };
      }, keptPages);
      closers.push(() => pages.close());
      app.use(opener.middleware(), pages.router);
    }


    const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      dropUntrustedForwarding(req, settings.trustProxy);
      const url = req.url ?? '/';
      // everything but the API (files, streams and the metrics included) is a page or a page's asset
      const api = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
      applySecurityHeaders(res, !api && !isMetricsPath(url) && options.pages !== 'none' ? 'page' : 'other', options.pages === 'dev');
      if (url === `${API_PREFIX}/openapi.json` || url.startsWith(`${API_PREFIX}/openapi.json?`)) {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(openapi);
      } else if (url.startsWith(AVATAR_PATH)) {
        await serveImage(url.slice(AVATAR_PATH.length).split('?')[0], infrastructure.files, res);
      } else if (url.startsWith(MD_IMAGE_PATH)) {
        await serveImage(url.slice(MD_IMAGE_PATH.length).split('?')[0], infrastructure.files, res);
      } else if (url.startsWith(MD_FILE_PATH)) {
        await serveDownload(url.slice(MD_FILE_PATH.length).split('?')[0], infrastructure.files, res);
      } else if (url.startsWith(CAROUSEL_IMAGE_PATH)) {
        await serveImage(url.slice(CAROUSEL_IMAGE_PATH.length).split('?')[0], infrastructure.files, res);
      } else if (url.startsWith(JUDGE_ENDPOINT_PREFIX)) {
        await handleJudgeEndpoint(req, res, { files: infrastructure.files, runners: container.get(JudgeRunnerRegistry), secret: settings.judgeSecret });
      } else if (api) {
        apiHandler(req, res);
      } else if (isMetricsPath(url)) {
        await serveMetrics(req, res, metricsAccess, metrics, async () => {
          // queue depth is read at scrape time; a queue that cannot answer leaves the last value
          const depth = await infrastructure.judgeQueue.depth().catch(() => undefined);
          if (depth) for (const [queue, count] of Object.entries(depth)) metrics.queueDepth.set({ queue }, count);
        });
      } else if (options.pages !== 'none') {
        app(req, res);
      } else {
        res.statusCode = 404;
        res.end();
      }
    };

    // every process runs the jobs; each job is safe to run on several processes at once
    const scheduler = new JobScheduler([container.get(SysNoticePushJob), container.get(SubmissionOutboxJob), ...infrastructure.jobs], logger);
    scheduler.start();
    closers.push(() => scheduler.stop());

    let server: Server | undefined;
    return {
      generatedRootPassword: rootAccount.generatedPassword,
      app,
      container,
      infrastructure,
      plugins,
      routes,
      metrics,
      handle,
      listen: (port, host) =>
        new Promise((resolve, reject) => {
          const s = createServer((req, res) => void handle(req, res));
          s.keepAliveTimeout = KEEP_ALIVE_MS;
          s.once('error', reject);
          s.listen(port, host, () => resolve(s));
          server = s;
        }),
      async close() {
        // open event streams would keep the server from closing
        liveStreams.closeAll();
        closeTextStreams();
        if (server) await new Promise<void>((resolve) => server?.close(() => resolve()));
        server?.closeAllConnections?.();
        for (const close of closers.reverse()) await close();
      },
    };
  } catch (error) {
    for (const close of closers.reverse()) await close().catch(() => {});
    throw error;
  }
}
