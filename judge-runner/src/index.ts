export { checkHostPrerequisites, HOST_PREREQUISITES, type HostPrerequisite, type PrerequisiteReport } from './host-prerequisites';
export { JudgeHealthIndicator } from './judge-health';
export { startEmbeddedJudge, type EmbeddedJudge, type EmbeddedJudgeState } from './embedded-judge';
export { LANGUAGE_DEFINITIONS } from './languages/definitions';
export type { LanguageDefinition } from './languages/language';
