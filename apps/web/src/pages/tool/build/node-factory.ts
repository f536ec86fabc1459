import {
  FORM_OPTION_TYPES,
  type FormFieldNode,
  type FormFieldType,
  type FormNode,
  type FormSchema,
} from '@cbo/contracts';
import { type ColumnChild, isField, usedIds, usedNames } from './form-tree';

/** What the palette offers: every field type, a divider and a row. */
export type PaletteType = FormFieldType | 'divider' | 'row';

/** Texts a new node starts with, in the user's language (the reducer never translates). */
export interface NewNodeTexts {
  /** The field's label (the type's name) or the divider's heading. */
  label: string;
  /** `n` -> the label of the n-th starting option (选项1, Option 1). */
  option: (n: number) => string;
}

const NAME_MAX = 40;

/** A source of fresh ids and names for one change of the document. */
export class Naming {
  private readonly ids: Set<string>;
  private readonly names: Set<string>;

  constructor(schema: FormSchema) {
    this.ids = usedIds(schema);
    this.names = usedNames(schema);
  }

  /** `n1`, `n2`, ...: the first unused. */
  id(): string {
    let n = 1;
    while (this.ids.has(`n${n}`)) n += 1;
    const id = `n${n}`;
    this.ids.add(id);
    return id;
  }

  /** `base_1`, `base_2`, ... (or `base_2` onwards for a copy, whose base already exists). */
  name(base: string, first = 1): string {
    const stem = base.slice(0, NAME_MAX - 4);
    let n = first;
    while (this.names.has(`${stem}_${n}`)) n += 1;
    const name = `${stem}_${n}`;
    this.names.add(name);
    return name;
  }
}

const isOptionType = (type: FormFieldType) => (FORM_OPTION_TYPES as readonly string[]).includes(type);

/** Per-type starting properties: the control's usual bounds, nothing the type does not read. */
function typeDefaults(type: FormFieldType, texts: NewNodeTexts): Partial<FormFieldNode> {
  const options = (count: number) => ({
    source: 'static' as const,
    items: Array.from({ length: count }, (_, i) => ({ label: texts.option(i + 1), value: String(i + 1) })),
  });
  if (isOptionType(type)) return { options: options(2) };
  switch (type) {
    case 'textarea':
      return { rows: 3 };
    case 'slider':
      return { min: 0, max: 100, step: 1 };
    case 'rate':
      return { count: 5 };
    case 'region':
      return { level: 3 };
    case 'upload':
      return { uploadKind: 'file', limit: 5, fileSize: 5 };
    default:
      return {};
  }
}

/** A new node of a palette type with fresh ids (and a fresh `field_N` name for a field). */
export function createNode(type: PaletteType, naming: Naming, texts: NewNodeTexts): FormNode {
  if (type === 'divider') return { id: naming.id(), type: 'divider', label: texts.label };
  if (type === 'row') {
    return {
      id: naming.id(),
      type: 'row',
      gutter: 16,
      columns: [
        { id: naming.id(), span: 12, children: [] },
        { id: naming.id(), span: 12, children: [] },
      ],
    };
  }
  return {
    id: naming.id(),
    type,
    name: naming.name('field'),
    label: texts.label,
    required: false,
    rules: [],
    span: 24,
    disabled: false,
    ...typeDefaults(type, texts),
  };
}

const copyName = (name: string) => name.replace(/_\d+$/, '');

function copyChild(node: ColumnChild, naming: Naming): ColumnChild {
  if (!isField(node)) return { ...node, id: naming.id() };
  return { ...structuredClone(node), id: naming.id(), name: naming.name(copyName(node.name), 2) };
}

/** A copy with new ids throughout and unique names (`name` -> `name_2`, `field_1` -> `field_2`). */
export function copyNode(node: FormNode, naming: Naming): FormNode {
  if (node.type !== 'row') return copyChild(node, naming);
  return {
    ...node,
    id: naming.id(),
    columns: node.columns.map((column) => ({
      ...column,
      id: naming.id(),
      children: column.children.map((child) => copyChild(child, naming)),
    })),
  };
}
