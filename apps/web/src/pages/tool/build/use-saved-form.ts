import { addSavedForm, editSavedForm, type FormSchema, getSavedForm } from '@cbo/contracts';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import type { BuilderAction } from './builder-state';

/** The saved form the builder edits: none until the first save, or the one opened with ?formId=. */
export interface SavedMeta {
  formId: number;
  formName: string;
  remark: string | null;
  /** The newest version when loaded or saved: a save names it as its base. */
  version: number;
}

export interface SaveInput {
  formName: string;
  remark: string | null;
  schema: FormSchema;
}

/**
 * Loads the newest version of `formId` into the builder, and saves: a new form with POST, an opened
 * one with PUT and its base version. A save over a newer version (someone else saved) shows the
 * server's message and offers to reload.
 */
export function useSavedForm(
  formId: number | undefined,
  dispatch: (action: BuilderAction) => void,
  /** A new form got its id: the page puts it in its address, so a refresh reopens it. */
  onCreated: (formId: number) => void,
) {
  const t = useT();
  const { message, modal } = App.useApp();
  const [meta, setMeta] = useState<SavedMeta>();
  const [loading, setLoading] = useState(false);
  // The form on screen: the address naming it after its first save loads nothing again.
  const shown = useRef<number>(undefined);

  const load = useCallback(
    async (id: number) => {
      setLoading(true);
      try {
        const { data } = await api(getSavedForm, { params: { formId: id } });
        shown.current = data.formId;
        setMeta({ formId: data.formId, formName: data.formName, remark: data.remark, version: data.version });
        dispatch({ type: 'load', schema: data.formContent });
      } finally {
        setLoading(false);
      }
    },
    [dispatch],
  );

  useEffect(() => {
    if (formId && formId !== shown.current) void load(formId).catch(() => undefined);
  }, [formId, load]);

  /** Saves; true when saved (the version shown), false when refused (already announced). */
  const save = async ({ formName, remark, schema }: SaveInput): Promise<boolean> => {
    if (!meta) {
      const { data } = await api(addSavedForm, { body: { formName, remark, formContent: schema } });
      shown.current = data.formId;
      setMeta({ formId: data.formId, formName, remark, version: data.version });
      dispatch({ type: 'saved' });
      message.success(t('formBuilder.savedVersion', { version: data.version }));
      onCreated(data.formId);
      return true;
    }
    const answer = await api(editSavedForm, {
      body: { formId: meta.formId, baseVersion: meta.version, formName, remark, formContent: schema },
      quiet: true,
    });
    if (answer.code === 200) {
      setMeta({ ...meta, formName, remark, version: answer.data.version });
      dispatch({ type: 'saved' });
      message.success(
        t(answer.data.changed ? 'formBuilder.savedVersion' : 'formBuilder.savedUnchanged', {
          version: answer.data.version,
        }),
      );
      return true;
    }
    const newest = await api(getSavedForm, { params: { formId: meta.formId }, quiet: true });
    if (newest.code === 200 && newest.data.version > meta.version) {
      modal.confirm({
        title: t('formBuilder.staleTitle'),
        content: answer.msg,
        okText: t('formBuilder.staleReload'),
        onOk: () => load(meta.formId),
      });
    } else {
      message.error(answer.msg);
    }
    return false;
  };

  return { meta, loading, save };
}
