import { publicSettingsSchema, siteSettingsSchema } from '@libatlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import { authOf, requireRole } from '../plugins/auth';
import { getPublicSettings, saveSettings } from '../services/settings';
import { bearerAuth, errorResponses } from '../http/shared';

/** Site settings (the Customise page): public to read, admin to replace as a whole. */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Database; tileUrl: string }> = async (
  app,
  { db, tileUrl },
) => {
  const tags = ['settings'];

  app.get(
    '/api/settings',
    {
      schema: {
        tags,
        summary: 'The saved site settings and the map tile URL',
        response: { 200: publicSettingsSchema },
      },
    },
    async () => getPublicSettings(db, tileUrl),
  );

  app.put(
    '/api/settings',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Replace the site settings (admin): send every field',
        security: bearerAuth,
        body: siteSettingsSchema,
        response: { 200: publicSettingsSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => saveSettings(db, authOf(request), request.body, tileUrl),
  );
};
