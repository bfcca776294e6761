import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** The OpenAPI document, generated from the route schemas, and its UI at /api/v1/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        // 3.1 is the version whose schemas are JSON Schema, as the contract's are (`type: ['string', 'null']`).
        openapi: '3.1.0',
        info: {
          title: 'FarmKit API',
          version: '1.0.0',
          description: "The farm shop's /api/v1: catalogue, and errors as `{ detail, code, errors? }`.",
        },
        servers: [{ url: '/' }],
        tags: [{ name: 'products', description: "The farm's catalogue" }],
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/v1/docs',
      // Swagger UI's bundle writes <style> elements: its pages alone may apply inline styles.
      transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
    });
  },
  { name: 'swagger' },
);
