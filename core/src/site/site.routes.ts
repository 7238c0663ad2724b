import { defineRoute } from '../api/api-route';
import { WebsiteConfigService } from './website-config.service';

/** `GET /api/get-website-config`: names, links and switches every page needs (01 §1, §3). */
export const getWebsiteConfigRoute = defineRoute({
  method: 'GET',
  path: '/api/get-website-config',
  summary: 'The website config: site name, short name, description, record and project links, register and discussion switches',
  tag: 'other',
  access: { auth: 'anon' },
  handle: ({ get }) => {
    const service = get(WebsiteConfigService);
    return service.cachedPublicConfig() ?? service.getPublic();
  },
});

export const siteRoutes = [getWebsiteConfigRoute];
