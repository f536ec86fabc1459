import type { FormNode } from '@cbo/contracts';
import { useCallback } from 'react';
import { useT } from '../../../core/i18n';

/** How a node is named on screen: a field's label, a divider's heading, else its type's name. */
export function useNodeTitle(): (node: FormNode) => string {
  const t = useT();
  return useCallback(
    (node: FormNode) => {
      if (node.type === 'row') return t('formBuilder.type.row');
      if (node.type === 'divider') return node.label || t('formBuilder.type.divider');
      return node.label;
    },
    [t],
  );
}
