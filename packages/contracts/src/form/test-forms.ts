import {
  type FormFieldNode,
  type FormFieldNodeInput,
  type FormNode,
  type FormSchema,
  formFieldNode,
  formSchemaShape,
} from './schema';

// Builders for the rule code's tests: a field with the schema's defaults filled in, a form of nodes.

/** A field of a type, named after its type unless told otherwise. */
export function testField(type: FormFieldNode['type'], extra: Partial<FormFieldNodeInput> = {}): FormFieldNode {
  const name = extra.name ?? type;
  return formFieldNode.parse({ id: `f_${name}`, type, name, label: extra.label ?? `L_${name}`, ...extra });
}

/** A form document holding these nodes. */
export const testForm = (...nodes: FormNode[]): FormSchema => formSchemaShape.parse({ schemaVersion: 1, nodes });
