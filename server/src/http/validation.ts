import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import { describeIssue, fieldLabel } from '@hearth/contract/field-messages';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@hearth/contract/storable-text';

function validationErrors(issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[]) {
  return issues.map((issue): FastifySchemaValidationError => ({
    keyword: issue.code,
    instancePath: `/${issue.path.map(String).join('/')}`,
    schemaPath: '',
    params: {},
    message: issue.message,
  }));
}

/**
 * Validates every request part (body, query, path parameters, headers) against the route's zod
 * schema. One rule runs first for all of them: text PostgreSQL cannot store is refused with 400
 * (contract/src/storable-text.ts). Issues without a schema message get one naming the field.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const unstorable = findUnstorableText(data);
    if (unstorable) {
      const message = `${fieldLabel(unstorable).replace(/^./, (first) => first.toUpperCase())} ${UNSTORABLE_TEXT_MESSAGE}.`;
      return { error: validationErrors([{ path: unstorable, code: 'custom', message }]) };
    }
    const result = schema.safeParse(data, { error: describeIssue });
    return result.success ? { value: result.data } : { error: validationErrors(result.error.issues) };
  };
