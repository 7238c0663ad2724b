import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { defineRoute } from '../api/api-route';
import { sentFields } from '../api/sent-fields';
import { EVENT_BUS } from '../events/event-bus.port';
import { PluginHost } from '../plugin/plugin-host';
import { PluginSettings } from '../plugin/plugin-settings';
import { PLUGIN_STATE_REPOSITORY } from '../plugin/plugin-state.repository';
import { applyPluginSwitches, pluginSwitchList } from '../plugin/plugin-switches';
import { SWITCH_NUMBER_MAX } from './site-switches.model';
import { SITE_SWITCHES_REPOSITORY } from './site-switches.repository';
import { REMOTE_ACCOUNT_LIST_MAX, REMOTE_ACCOUNT_SWITCH_KEYS, REMOTE_ACCOUNT_TEXT_MAX, SWITCH_FIELDS } from './switch-fields';
import { ValidationError } from '../shared/errors';
import type { ServiceGetter } from '../plugin/background-services';
import { WebsiteConfigService } from './website-config.service';

const count = () => [IsOptional(), IsInt({ message: 'site.integerRequired' }), Min(0, { message: 'site.numberRange' }), Max(SWITCH_NUMBER_MAX, { message: 'site.numberRange' })];
const flag = () => [IsOptional(), IsBoolean({ message: 'site.booleanRequired' })];
const apply = (target: object, key: string, decorators: PropertyDecorator[]) => decorators.forEach((d) => d(target, key));

/**
 * `switch/update`: any of the switches; only those sent change. The remote judges' account lists are the
 * spec's fields too, answered by the plugin that fills the `switchFields` extension point.
 */
export class SwitchUpdateBody {
  registerWithoutEmailCode?: boolean;
  openPublicDiscussion?: boolean;
  openGroupDiscussion?: boolean;
  openContestComment?: boolean;
  openPublicJudge?: boolean;
  openGroupJudge?: boolean;
  openContestJudge?: boolean;
  hideNonContestSubmissionCode?: boolean;
  defaultSubmitInterval?: number;
  waitingSubmissionLimit?: number;
  defaultCreateGroupDailyLimit?: number;
  defaultCreateGroupLimit?: number;
  defaultCreateGroupACInitValue?: number;
  defaultCreateDiscussionDailyLimit?: number;
  defaultCreateDiscussionACInitValue?: number;
  defaultCreateCommentACInitValue?: number;
  /** Plugin id → on/off (the installed plugins' enable switches). */
  plugins?: Record<string, boolean>;
  /** Plugin id → setting key → value (the installed plugins' settings; only those sent change). */
  pluginSettings?: Record<string, Record<string, unknown>>;
  hduUsernameList?: string[];
  hduPasswordList?: string[];
  cfUsernameList?: string[];
  cfPasswordList?: string[];
  pojUsernameList?: string[];
  pojPasswordList?: string[];
  atcoderUsernameList?: string[];
  atcoderPasswordList?: string[];
  spojUsernameList?: string[];
  spojPasswordList?: string[];
  libreojUsernameList?: string[];
  libreojPasswordList?: string[];
}
for (const key of REMOTE_ACCOUNT_SWITCH_KEYS) {
  const list = { message: 'remote.accountList' };
  apply(SwitchUpdateBody.prototype, key, [IsOptional(), IsArray(list), ArrayMaxSize(REMOTE_ACCOUNT_LIST_MAX, list), IsString({ ...list, each: true }), MaxLength(REMOTE_ACCOUNT_TEXT_MAX, { ...list, each: true })]);
  Reflect.defineMetadata('design:type', Array, SwitchUpdateBody.prototype, key);
}
IsOptional()(SwitchUpdateBody.prototype, 'pluginSettings');
IsObject({ message: 'plugin.settingsMap' })(SwitchUpdateBody.prototype, 'pluginSettings');
Reflect.defineMetadata('design:type', Object, SwitchUpdateBody.prototype, 'pluginSettings');
IsOptional()(SwitchUpdateBody.prototype, 'plugins');
IsObject({ message: 'plugin.switchesObject' })(SwitchUpdateBody.prototype, 'plugins');
Reflect.defineMetadata('design:type', Object, SwitchUpdateBody.prototype, 'plugins');
for (const key of ['registerWithoutEmailCode', 'openPublicDiscussion', 'openGroupDiscussion', 'openContestComment', 'openPublicJudge', 'openGroupJudge', 'openContestJudge', 'hideNonContestSubmissionCode']) {
  apply(SwitchUpdateBody.prototype, key, flag());
  Reflect.defineMetadata('design:type', Boolean, SwitchUpdateBody.prototype, key);
}
for (const key of ['defaultSubmitInterval', 'waitingSubmissionLimit', 'defaultCreateGroupDailyLimit', 'defaultCreateGroupLimit', 'defaultCreateGroupACInitValue', 'defaultCreateDiscussionDailyLimit', 'defaultCreateDiscussionACInitValue', 'defaultCreateCommentACInitValue']) {
  apply(SwitchUpdateBody.prototype, key, count());
  Reflect.defineMetadata('design:type', Number, SwitchUpdateBody.prototype, key);
}

const DISCUSSION_SWITCHES = ['openPublicDiscussion', 'openGroupDiscussion', 'openContestComment'] as const;

/** The switch page (03 §5): the three discussion switches (website config) and the others. */
export const siteSwitchRoutes = [
  defineRoute({
    method: 'GET', path: '/api/admin/switch/info', tag: 'admin', access: { auth: 'login', can: ['manage', 'Switch'] },
    summary: 'Every switch and limit of the site (super admin)',
    handle: async (call) => {
      const config = await call.get(WebsiteConfigService).get();
      return {
        ...(await call.get(SITE_SWITCHES_REPOSITORY).get()),
        openPublicDiscussion: config.openPublicDiscussion, openGroupDiscussion: config.openGroupDiscussion, openContestComment: config.openContestComment,
        plugins: pluginSwitchList(call.get(PluginHost)),
        // each plugin's settings with their labels and values (our extension: the page shows the enabled plugins')
        pluginSettings: call.get(PluginSettings).describeAll(call.request.locale),
        // the fields enabled plugins answer for (the remote judges' accounts: usernames, never a password)
        ...Object.assign({}, ...(await Promise.all(call.get(SWITCH_FIELDS).list().map((f) => f.info((id) => call.get(id)))))),
      };
    },
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/switch/update', tag: 'admin', access: { auth: 'login', can: ['manage', 'Switch'] }, body: SwitchUpdateBody, successKey: 'account.updated',
    summary: 'Changes switches, limits, plugin switches (plugins: id → on/off) and plugin settings (pluginSettings: id → key → value); every web process obeys at once (super admin)',
    handle: async (call) => {
      const { plugins: pluginSwitches, pluginSettings, ...switches } = call.body;
      const all: Record<string, unknown> = sentFields(switches);
      const sent = Object.fromEntries(Object.entries(all).filter(([k]) => !(REMOTE_ACCOUNT_SWITCH_KEYS as readonly string[]).includes(k)));
      const fieldValues = Object.fromEntries(Object.entries(all).filter(([k]) => (REMOTE_ACCOUNT_SWITCH_KEYS as readonly string[]).includes(k)));
      const get: ServiceGetter = (id) => call.get(id);
      // the fields a plugin answers for: every one sent must have its plugin, and each plugin checks its own
      const fields = call.get(SWITCH_FIELDS).list();
      const unanswered = Object.keys(fieldValues).filter((k) => !fields.some((f) => f.keys.includes(k)));
      if (unanswered.length) throw new ValidationError('remote.accountsUnavailable', { fields: unanswered.join(', ') }, unanswered.map((field) => ({ field, key: 'remote.accountsUnavailable' })));
      const mine = (f: (typeof fields)[number]) => Object.fromEntries(Object.entries(fieldValues).filter(([k]) => f.keys.includes(k)));
      for (const f of fields) if (Object.keys(mine(f)).length) await f.check(mine(f), get);
      // the plugins' settings are checked, then their switches applied, before anything else: a refused
      // plugin change leaves the other switches as they were
      const settings = call.get(PluginSettings);
      if (pluginSettings) settings.check(pluginSettings);
      const outcome = pluginSwitches ? await applyPluginSwitches(call.get(PluginHost), call.get(PLUGIN_STATE_REPOSITORY), call.get(EVENT_BUS), pluginSwitches) : undefined;
      const discussion = Object.fromEntries(Object.entries(sent).filter(([k]) => (DISCUSSION_SWITCHES as readonly string[]).includes(k)));
      const others = Object.fromEntries(Object.entries(sent).filter(([k]) => !(DISCUSSION_SWITCHES as readonly string[]).includes(k)));
      if (Object.keys(discussion).length) await call.get(WebsiteConfigService).update(discussion);
      if (Object.keys(others).length) {
        await call.get(SITE_SWITCHES_REPOSITORY).update(others);
        await call.get(EVENT_BUS).publish('site.config-changed', { keys: Object.keys(others) });
      }
      if (pluginSettings) await settings.save(pluginSettings);
      for (const f of fields) if (Object.keys(mine(f)).length) await f.apply(mine(f), get);
      // plugins switched off because a plugin they require was (as PluginHost.disable does); the settings as saved
      if (!outcome && !pluginSettings) return null;
      return {
        ...(outcome ? { plugins: pluginSwitchList(call.get(PluginHost)), alsoDisabled: outcome.alsoDisabled } : {}),
        ...(pluginSettings ? { pluginSettings: settings.describeAll(call.request.locale) } : {}),
      };
    },
  }),
];
