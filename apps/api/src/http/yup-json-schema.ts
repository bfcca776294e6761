import type { AnyObject, ObjectSchema, SchemaDescription, SchemaFieldDescription } from 'yup';

type JsonSchema = Record<string, unknown>;

/**
 * The OpenAPI description of a body that a yup schema validates: field types, required fields, lengths,
 * patterns and allowed values. Documentation only: the yup schema remains the one check (validateBody).
 */
export function yupToJsonSchema(schema: ObjectSchema<AnyObject>): JsonSchema {
  const { fields } = schema.describe();
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)]),
  );
  const required = Object.entries(fields)
    .filter(([, field]) => 'optional' in field && !field.optional)
    .map(([name]) => name);
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

function fieldSchema(field: SchemaFieldDescription): JsonSchema {
  if (!('tests' in field)) return {};
  const description = field as SchemaDescription;
  const json: JsonSchema = { type: description.type };
  const values = description.oneOf.filter((value) => typeof value !== 'object');
  if (values.length > 0) json.enum = values;
  for (const test of description.tests) {
    if (test.name === 'min') json.minLength = test.params?.min;
    if (test.name === 'max') json.maxLength = test.params?.max;
    if (test.name === 'email') json.format = 'email';
    if (test.name === 'matches' && test.params?.regex instanceof RegExp)
      json.pattern = test.params.regex.source;
  }
  return json;
}

const JSON_TYPES: Record<string, string> = { string: 'string', number: 'number', boolean: 'boolean' };

/**
 * The JSON Schema that types a body before its yup rules run: an object of the schema's fields only, each of the
 * JSON type its rules expect (null where they accept it). Rules (lengths, patterns, required) stay with yup.
 */
export function yupToTypeSchema(schema: ObjectSchema<AnyObject>): JsonSchema {
  const { fields } = schema.describe();
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const type = JSON_TYPES[field.type];
      const nullable = 'nullable' in field && field.nullable;
      return [name, type ? { type: nullable ? [type, 'null'] : type } : {}];
    }),
  );
  return { type: 'object', properties, additionalProperties: false };
}
