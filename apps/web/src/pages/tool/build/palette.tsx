import { FORM_FIELD_TYPES } from '@cbo/contracts';
import { useDraggable } from '@dnd-kit/core';
import { Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { useT } from '../../../core/i18n';
import type { DropData } from './builder-dnd';
import { paletteDragId } from './drop-target';
import type { PaletteType } from './node-factory';
import { TypeIcon } from './type-icon';

type Group = 'input' | 'choice' | 'datetime' | 'upload' | 'layout';

/** The palette's groups; every field type appears once (a test walks FORM_FIELD_TYPES). */
export const PALETTE_GROUPS: { group: Group; types: PaletteType[] }[] = [
  { group: 'input', types: ['input', 'textarea', 'number', 'password'] },
  { group: 'choice', types: ['select', 'radio', 'checkbox', 'switch', 'slider', 'rate', 'cascader', 'region'] },
  { group: 'datetime', types: ['date', 'dateRange', 'time'] },
  { group: 'upload', types: ['upload', 'richText'] },
  { group: 'layout', types: ['divider', 'row'] },
];

// Keeps the groups honest when a field type is added to the schema.
const grouped = new Set(PALETTE_GROUPS.flatMap((group) => group.types));
for (const type of FORM_FIELD_TYPES) if (!grouped.has(type)) throw new Error(`palette: ${type} has no group`);

function PaletteItem({ type, onAppend }: { type: PaletteType; onAppend: (type: PaletteType) => void }) {
  const t = useT();
  const data: DropData = { isRow: type === 'row' };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: paletteDragId(type), data });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onAppend(type);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native button would also click on the Space key that drops the item.
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={0}
      aria-label={t(`formBuilder.type.${type}`)}
      onKeyDown={onKeyDown}
      onClick={() => onAppend(type)}
      className={`form-builder__palette-item${isDragging ? ' is-dragging' : ''}`}
    >
      <TypeIcon type={type} />
      <span>{t(`formBuilder.type.${type}`)}</span>
    </div>
  );
}

/** Field types by group: drag one onto the canvas, or click (Enter) to append it. */
export function Palette({ onAppend }: { onAppend: (type: PaletteType) => void }) {
  const t = useT();
  return (
    <div className="form-builder__palette">
      <Typography.Text type="secondary" className="form-builder__hint">
        {t('formBuilder.paletteHint')}
      </Typography.Text>
      {PALETTE_GROUPS.map(({ group, types }) => (
        <section key={group} aria-label={t(`formBuilder.group.${group}`)}>
          <Typography.Title level={5} className="form-builder__group-title">
            {t(`formBuilder.group.${group}`)}
          </Typography.Title>
          <div className="form-builder__palette-grid">
            {types.map((type) => (
              <PaletteItem key={type} type={type} onAppend={onAppend} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
