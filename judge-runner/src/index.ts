export { checkHostPrerequisites, HOST_PREREQUISITES, type HostPrerequisite, type PrerequisiteReport } from './host-prerequisites';
export { JudgeHealthIndicator } from './judge-health';
