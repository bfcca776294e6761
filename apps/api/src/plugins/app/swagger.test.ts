import { ACCOUNT_PATHS } from '@farmkit/contract';
import { expect, it } from 'vitest';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  servers: { url: string }[];
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<string, unknown>;
        requestBody?: { content: Record<string, { schema: { required?: string[]; properties: object } }> };
      }
    >
  >;
}

describeEachDialect('OpenAPI document', (dialect) => {
  const app = useTestApp(dialect);

  it('describes the catalogue and account paths with every response they give', async () => {
    const response = await app().inject('/api/v1/docs/json');
    const document = response.json<OpenApiDocument>();

    expect(response.statusCode).toBe(200);
    expect(document.info.title).toBe('FarmKit API');
    expect(document.servers).toEqual([{ url: '/' }]);
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/v1/shop/',
        '/api/v1/products',
        '/api/v1/products/category/',
        '/api/v1/products/{id}/',
        '/api/v1/products/cart',
        '/api/v1/products/cart/{id}/',
        '/api/v1/products/cart/delivery/',
        '/api/v1/delivery',
        '/api/v1/delivery/slots/',
        '/api/v1/products/orders',
        '/api/v1/products/orders/{id}/',
        '/api/v1/products/paystack-initalize-payment/',
        '/api/v1/products/paystack-initialize-payment/',
        '/api/v1/payments/pay-now/',
        '/api/v1/payments/methods/',
        '/api/v1/payments/sandbox/{reference}/',
        '/api/v1/payments/paystack/webhook/',
        '/api/v1/payments/flutterwave/webhook/',
        ...Object.values(ACCOUNT_PATHS).map((path) => `/api/v1/${path}`),
        '/api/v1/admin/setup/',
        '/api/v1/admin/me/',
        '/api/v1/admin/shop/',
        '/api/v1/admin/staff/',
        '/api/v1/admin/staff/{id}/',
        '/api/v1/admin/staff/invitations/',
        '/api/v1/admin/staff/invitations/{id}/',
        '/api/v1/admin/audit/',
        '/api/v1/admin/products/',
        '/api/v1/admin/products/{id}/',
        '/api/v1/admin/products/{id}/publish/',
        '/api/v1/admin/products/{id}/unpublish/',
        '/api/v1/admin/products/{id}/picture/',
        '/api/v1/admin/products/{id}/stock/',
        '/api/v1/admin/categories/',
        '/api/v1/admin/categories/{id}/',
        '/api/v1/admin/categories/order/',
        '/api/v1/admin/orders/',
        '/api/v1/admin/orders/{id}/',
        '/api/v1/admin/orders/{id}/stage/',
        '/api/v1/admin/orders/{id}/cancel/',
        '/api/v1/admin/orders.csv',
        '/api/v1/admin/customers/',
        '/api/v1/admin/customers/{id}/',
        '/api/v1/admin/dashboard/',
        // Delivery: the settings, riders and the day's cash (routes/admin/delivery, deliveries, reports).
        '/api/v1/admin/delivery/',
        '/api/v1/admin/delivery/areas/',
        '/api/v1/admin/delivery/areas/{id}/',
        '/api/v1/admin/delivery/windows/',
        '/api/v1/admin/delivery/windows/{id}/',
        '/api/v1/admin/delivery/pickup/',
        '/api/v1/admin/riders/',
        '/api/v1/admin/orders/{id}/rider/',
        '/api/v1/admin/orders/{id}/settle/',
        '/api/v1/admin/deliveries/',
        '/api/v1/admin/deliveries/assign/',
        '/api/v1/admin/deliveries/mine/',
        '/api/v1/admin/deliveries/{id}/delivered/',
        '/api/v1/admin/reports/cash/',
        '/api/v1/admin/payments/settings/',
        // The operators' probes and metrics (health.ts, metrics.ts).
        '/healthz',
        '/readyz',
        '/metrics',
      ].sort(),
    );
    const responseCodes = (path: string) => Object.keys(document.paths[path]?.get?.responses ?? {});
    expect(responseCodes('/api/v1/products')).toEqual(['200', '400', '404']);
    expect(responseCodes('/api/v1/products/{id}/')).toEqual(['200', '400', '404']);
    expect(responseCodes('/api/v1/products/category/')).toEqual(['200']);
    expect(responseCodes('/api/v1/payments/pay-now/')).toEqual(['200']);
    expect(responseCodes('/api/v1/payments/methods/')).toEqual(['200']);
    const accountCodes = (path: string, method: string) =>
      Object.keys(document.paths[`/api/v1/accounts/${path}`]?.[method]?.responses ?? {});
    expect(accountCodes('login/', 'post')).toEqual(['200', '400', '401', '403', '429']);
    expect(accountCodes('edit/', 'patch')).toEqual(['200', '400', '401', '413', '415', '429']);
    expect(accountCodes('edit/', 'delete')).toEqual(['204', '401', '409']);
    const postCodes = (path: string) => Object.keys(document.paths[path]?.post?.responses ?? {});
    expect(postCodes('/api/v1/products/orders')).toEqual(['200', '201', '400', '401', '409', '429', '502']);
    expect(postCodes('/api/v1/payments/paystack/webhook/')).toEqual(['200', '400', '401']);
    expect(postCodes('/api/v1/payments/flutterwave/webhook/')).toEqual(['200', '400', '401']);
    expect(postCodes('/api/v1/admin/staff/')).toEqual(['200', '202', '400', '401', '403', '409', '429']);
  });

  it('describes the account bodies from the contract yup schemas', async () => {
    const document = (await app().inject('/api/v1/docs/json')).json<OpenApiDocument>();
    const body = (path: string, method = 'post') =>
      document.paths[`/api/v1/accounts/${path}`]?.[method]?.requestBody?.content['application/json']?.schema;

    expect(body('signup/')).toEqual({
      type: 'object',
      required: ['name', 'email', 'gender', 'country', 'phone_number', 'password'],
      properties: {
        name: { type: 'string', maxLength: 301 },
        email: { type: 'string', maxLength: 254, format: 'email' },
        gender: { type: 'string', enum: ['M', 'F'] },
        country: { type: 'string', pattern: '^[A-Z]{2}$' },
        phone_number: { type: 'string', pattern: '^\\+\\d{6,16}$' },
        password: expect.objectContaining({ type: 'string', minLength: 8, maxLength: 128 }),
      },
    });
    expect(body('change-password/', 'put')?.required).toEqual([
      'oldPassword',
      'newPassword',
      'newPasswordConfirm',
    ]);
    expect(body('refresh/')?.required).toBeUndefined();
  });

  it('serves the documentation UI', async () => {
    const response = await app().inject('/api/v1/docs');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Swagger UI');
  });
});
