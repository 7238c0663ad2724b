import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Box, ColorSchemeScript, createTheme, MantineProvider, mantineHtmlProps, type CSSVariablesResolver } from '@mantine/core';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRevalidator, useRouteLoaderData, useSearchParams } from '@remix-run/react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type {} from '../server/page-context';
import { AbilityProvider } from './components/ability';
import { AuthDialogProvider, LOGIN_PARAM } from './components/auth-dialog';
import { ForbiddenWatcher } from './components/forbidden-watcher';
import { useNonce } from './components/nonce';
import { RouteNoticeToast } from './components/route-notice';
import { SessionSync } from './components/session-sync';
import { SiteNotifications } from './components/site-notifications';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { ThemeCssVariables } from './components/theme-css-variables';
import { UnauthorizedWatcher } from './components/unauthorized-watcher';
import { DEFAULT_LOCALE, providerI18n, type Locale } from './i18n/i18n';
import { messages } from './i18n/messages';
import { PageError } from './components/page-error';

/** What a route module may say about itself in `export const handle`. */
export interface RouteHandle {
  /** The route brings its own layout (the admin app): no site header, footer or login dialog around it. */
  ownShell?: boolean;
  /** No footer (problem pages and focus mode, 01 §1). */
  hideFooter?: boolean;
  /**
   * Focus mode (01 §1): the page is the whole window, without the site's header, footer or page margins
   * (its own layout fills the height); the login dialog and the session watchers stay.
   */
  focus?: boolean;
}

/**
 * Shade 8 of the primary colour and a darker 'dimmed' text keep every text at WCAG AA contrast on white;
 * text on the pale 'light' variant (active menu entries, light buttons) takes shade 9 for the same reason.
 */
// transitions (dialogs, menus, the drawer) are left out for visitors who ask their system for reduced motion
const theme = createTheme({ primaryShade: 8, respectReducedMotion: true });
const contrastVariables: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    ...Object.fromEntries(Object.entries(t.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, shades[9]])),
  },
  dark: {},
});

export async function loader({ context }: LoaderFunctionArgs) {
  const user = context.request.user;
  return {
    locale: context.request.locale,
    config: await context.services.websiteConfig(),
    user: user ? { uid: user.uid, username: user.username, avatar: user.avatar ?? '' } : undefined,
    // a page kept for every signed-in visitor names nobody: the page reads its loaders again once hydrated
    userPending: context.request.shared,
    rules: context.request.rules,
    // the enabled plugins' ids (requirePlugin) and header entries, read per request: plugins switch live
    plugins: context.services.plugins(context.request.locale),
  };
}

/** Every page has a title: the site name, unless the page names itself. */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.config.name ?? 'OJ' }];

/**
 * The page's language without the root loader's data (it failed: the error page): the one the page was
 * showing in the browser, else the default (the server, rendering that error first).
 */
function pageLocale(): Locale {
  const shown = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return shown && Object.hasOwn(messages, shown) ? (shown as Locale) : DEFAULT_LOCALE;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = (data?.locale ?? pageLocale()) as Locale;
  const i18n = useMemo(() => providerI18n(locale), [locale]);
  const nonce = useNonce();
  return (
    <html lang={locale} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <ColorSchemeScript nonce={nonce} />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          {/* the theme's CSS variables are worked out once, not on every render */}
          <MantineProvider theme={theme} cssVariablesResolver={contrastVariables} withCssVariables={false}>
            <ThemeCssVariables theme={theme} resolver={contrastVariables} />
            {/* toasts top-centre, one at a time, 4 s; error notifications top-right (01 §8) */}
            <SiteNotifications />
            {children}
          </MantineProvider>
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>('root');
  const [params] = useSearchParams();
  const handles = useMatches().map((m) => (m.handle ?? {}) as RouteHandle);
  const ownShell = handles.some((h) => h.ownShell);
  const hideFooter = handles.some((h) => h.hideFooter);
  const focus = handles.some((h) => h.focus);
  useVisitorOfSharedPage(Boolean(data?.userPending));
  if (!data) return <Outlet />;
  const { config, user, userPending, locale, rules, plugins } = data;
  if (ownShell) {
    return (
      <AbilityProvider rules={rules}>
        <SessionSync signedIn={Boolean(user)} />
        <Outlet />
      </AbilityProvider>
    );
  }
  return (
    <AbilityProvider rules={rules}>
    <AuthDialogProvider shortName={config.shortName} registerOpen={config.register} registerWithoutCode={config.registerWithoutEmailCode} locale={locale} initialMode={params.get(LOGIN_PARAM) && !user ? 'login' : undefined}>
      <SessionSync signedIn={Boolean(user) || userPending} />
      <UnauthorizedWatcher signedIn={Boolean(user) || userPending} />
      <ForbiddenWatcher rules={rules} signedIn={Boolean(user) || userPending} />
      <RouteNoticeToast offMessages={plugins.offMessages} />
      {focus ? (
        <main>
          <Outlet />
        </main>
      ) : (
        <>
          <SiteHeader siteName={config.name} user={user} userPending={userPending} openPublicDiscussion={config.openPublicDiscussion} locale={locale} pluginNav={plugins.nav} />
          <Box component="main" mih="calc(100vh - 56px - 70px)" px="md" py="lg" maw={1280} mx="auto">
            <Outlet />
          </Box>
          {hideFooter ? null : <SiteFooter config={config} />}
        </>
      )}
    </AuthDialogProvider>
    </AbilityProvider>
  );
}

/**
 * A page kept for every signed-in visitor (the server's KeptPageCache) came without its visitor: once
 * hydrated, its loaders are read again (one data request, no render) and the header shows the user.
 */
function useVisitorOfSharedPage(pending: boolean): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (pending) revalidator.revalidate();
    // once per pending page (the revalidator is a new object on every state change)
  }, [pending]);
}

/**
 * What a page shows when a loader or a render fails with nothing nearer to catch it (a failed data request
 * after a network blip or a restart, an unexpected error): the spec's 'server error, please refresh again'
 * (01 §8) and a way to do so, instead of the framework's bare 'Application Error'; a 404 shows the 404 page.
 */
export { PageError as ErrorBoundary };
