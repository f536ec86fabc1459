import { useEffect } from 'react';
import type { BuilderAction } from './builder-state';

/** Where typing owns the keys: undo inside a text box is the text box's own. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Keys pressed in a dialog (preview, JSON, save) are the dialog's. */
const inDialog = (target: EventTarget | null) => target instanceof Element && Boolean(target.closest('.ant-modal'));

/**
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, Escape clears the selection (the form's own
 * settings show), while the builder is on screen and no text box has the focus.
 */
export function useBuilderKeys(dispatch: (action: BuilderAction) => void, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target) || inDialog(event.target)) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (mod && key === 'z') {
        event.preventDefault();
        dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
      } else if (mod && key === 'y') {
        event.preventDefault();
        dispatch({ type: 'redo' });
      } else if (key === 'escape' && !mod) {
        dispatch({ type: 'select' });
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dispatch, active]);
}
