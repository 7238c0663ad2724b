// The template format is the core's (the submissions feature assembles code with it); re-exported for the codecs.
export { hasTemplateMarkers, joinTemplate, splitTemplate, type TemplateParts } from '@oj/core';
