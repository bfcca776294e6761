import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';
import type {
  FastifySchemaCompiler,
  FastifySchemaValidationError,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { type AnyObject, type ObjectSchema, ValidationError } from 'yup';
import { ApiFailure, groupByField, invalidInput, schemaErrors } from '../api-errors.js';
import { yupToJsonSchema, yupToTypeSchema } from './yup-json-schema.js';

/**
 * A route's options with its body checked and normalised (trimmed, lower-cased e-mail) by one of the contract's
 * yup schemas, the same the storefront's forms use: 400 with the messages per field otherwise. The body is also
 * described in the OpenAPI document, but Ajv leaves it to `validated`, whose messages are the contract's. The
 * check runs after the route's own preHandlers (rate limits count refusals too).
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

// The body is left to yup; the route's other parts (a path's `{id}`, the query) are still checked by their schema.
const leaveToYup: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  httpPart === 'body' ? (value) => ({ value }) : ajv.compile(schema as AnySchema);

function validateBody(schema: ObjectSchema<AnyObject>): preHandlerAsyncHookHandler {
  return async (request) => {
    request.body = await validated(schema, request.body);
  };
}

const ajv = new Ajv({ allErrors: true, strict: false });
const typeCheckers = new WeakMap<ObjectSchema<AnyObject>, ValidateFunction>();

function typeCheckerOf(schema: ObjectSchema<AnyObject>): ValidateFunction {
  let check = typeCheckers.get(schema);
  if (!check) {
    check = ajv.compile(yupToTypeSchema(schema));
    typeCheckers.set(schema, check);
  }
  return check;
}

/**
 * The one validation path of a body (JSON or a multipart form's fields): its JSON Schema types it first (an
 * object of the named fields only, each of its type), so the yup rules, which trim and lower-case, only ever
 * see typed input. Whatever goes wrong is a 400 naming the fields, never a 500 and never the value sent.
 */
export async function validated<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown): Promise<T> {
  const body = input ?? {};
  const typeCheck = typeCheckerOf(schema as ObjectSchema<AnyObject>);
  if (!typeCheck(body)) {
    throw new ApiFailure(400, invalidInput(schemaErrors(typeCheck.errors as FastifySchemaValidationError[])));
  }
  try {
    return (await schema.validate(body, { abortEarly: false, stripUnknown: false })) as T;
  } catch (error) {
    if (error instanceof ValidationError) throw new ApiFailure(400, invalidInput(fieldErrors(error)));
    throw new ApiFailure(400, invalidInput({ non_field_errors: ['This input cannot be read.'] }));
  }
}

/**
 * The rules JSON Schema cannot say, run on a body the route's schema already checked (so the OpenAPI document
 * shows the contract's schema, and the back-office's forms run the very same rules).
 */
export function checkedBy(rules: ObjectSchema<AnyObject>): preHandlerAsyncHookHandler {
  return async (request) => {
    request.body = await validated(rules, request.body);
  };
}

function fieldErrors(error: ValidationError): Record<string, string[]> {
  return groupByField(
    (error.inner.length > 0 ? error.inner : [error]).flatMap((inner) =>
      inner.errors.map((message): [string, string] => [inner.path || 'non_field_errors', message]),
    ),
  );
}
