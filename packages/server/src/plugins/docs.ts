import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_CSP } from './security';
import { unencapsulated } from './unencapsulated';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI built from the routes' zod schemas, browsable at /api/docs (JSON at /api/docs/json). */
export const docsPlugin = unencapsulated(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'National Libraries Atlas API',
        description:
          'The bilingual directory of national libraries. Send `Authorization: Bearer <token>` (from POST /api/users/login) where a route needs a user. Errors answer `{ statusCode, error, message, details? }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
      tags: [
        { name: 'health' },
        { name: 'libraries' },
        { name: 'users' },
        { name: 'suggestions' },
        { name: 'library edits' },
        { name: 'notifications' },
        { name: 'settings' },
        { name: 'uploads' },
        { name: 'chat' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: DOCS_CSP });
});
