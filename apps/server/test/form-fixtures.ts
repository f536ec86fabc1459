import type { FormNode, FormSchemaInput } from '@cbo/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer } from './auth-helpers';

// Saved forms for tests of their users (a track's extra fields): made through the API, as the form
// builder saves them (docs/forms.md).

/** A form document of these nodes (defaults filled in by the server's schema). */
export const formDocument = (nodes: ReadonlyArray<Partial<FormNode> & { id: string; type: string }>): FormSchemaInput =>
  ({ schemaVersion: 1, nodes }) as FormSchemaInput;

/** Saves a new form (version 1) and answers its id. */
export async function saveForm(
  app: FastifyInstance,
  token: string,
  formName: string,
  nodes: Parameters<typeof formDocument>[0],
): Promise<number> {
  const answer = (
    await app.inject({
      method: 'POST',
      url: '/prod-api/flowable/form',
      headers: bearer(token),
      payload: { formName, formContent: formDocument(nodes) },
    })
  ).json();
  if (answer.code !== 200) throw new Error(`saving the form ${formName} failed: ${answer.msg}`);
  return answer.data.formId;
}

/** Saves a changed document of a form as its next version and answers the version. */
export async function saveFormVersion(
  app: FastifyInstance,
  token: string,
  form: { formId: number; formName: string; baseVersion: number },
  nodes: Parameters<typeof formDocument>[0],
): Promise<number> {
  const answer = (
    await app.inject({
      method: 'PUT',
      url: '/prod-api/flowable/form',
      headers: bearer(token),
      payload: { ...form, formContent: formDocument(nodes) },
    })
  ).json();
  if (answer.code !== 200) throw new Error(`saving a version of ${form.formName} failed: ${answer.msg}`);
  return answer.data.version;
}
