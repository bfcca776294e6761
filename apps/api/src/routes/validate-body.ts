import type { FastifySchemaCompiler, preHandlerAsyncHookHandler } from 'fastify';
import { type AnyObject, type ObjectSchema, ValidationError } from 'yup';
import { ApiFailure, invalidInput } from '../api-errors.js';
import { yupToJsonSchema } from './yup-json-schema.js';

/**
 * A route's options with its body checked and normalised (trimmed, lower-cased e-mail, unknown fields dropped)
 * by one of the contract's yup schemas, the same the storefront's forms use: 400 with the messages per field
 * otherwise. The body is also described in the OpenAPI document, but Ajv leaves it to yup, whose messages
 * are the contract's. The yup check runs after the route's own preHandlers (rate limits count refusals too).
 */
export function withBody<Options extends { schema: object; preHandler?: preHandlerAsyncHookHandler[] }>(
  schema: ObjectSchema<AnyObject>,
  options: Options,
) {
  return {
    ...options,
    schema: { ...options.schema, body: yupToJsonSchema(schema) },
    validatorCompiler: leaveToYup,
    preHandler: [...(options.preHandler ?? []), validateBody(schema)],
  };
}

const leaveToYup: FastifySchemaCompiler<unknown> = () => (value) => ({ value });

function validateBody(schema: ObjectSchema<AnyObject>): preHandlerAsyncHookHandler {
  return async (request) => {
    request.body = await validated(schema, request.body);
  };
}

export async function validated<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown): Promise<T> {
  try {
    return (await schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true })) as T;
  } catch (error) {
    if (error instanceof ValidationError) throw new ApiFailure(400, invalidInput(fieldErrors(error)));
    throw error;
  }
}

function fieldErrors(error: ValidationError): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const field = inner.path || 'non_field_errors';
    byField[field] = [...(byField[field] ?? []), ...inner.errors];
  }
  return byField;
}
