import { Drawer, Spin } from 'antd';
import { useCallback, useReducer, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAccess } from '../../../core/access';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { useT } from '../../../core/i18n';
import { BuilderDnd } from './builder-dnd';
import { builderReducer, canRedo, canUndo, initialState, isDirty } from './builder-state';
import { BuilderToolbar } from './builder-toolbar';
import { Canvas } from './canvas';
import { findNode, ROOT } from './form-tree';
import { JsonDialog } from './json-dialog';
import type { NewNodeTexts, PaletteType } from './node-factory';
import { useNodeTitle } from './node-title';
import { Palette } from './palette';
import { PreviewDialog } from './preview-dialog';
import { PropertiesPanel } from './properties-panel';
import { SaveDialog } from './save-dialog';
import { useSchemaProblems } from './schema-problems';
import { useBuilderKeys } from './use-builder-keys';
import { useLeaveGuard } from './use-leave-guard';
import { useSavedForm } from './use-saved-form';
import './form-builder.css';

type Dialog = 'preview' | 'json' | 'save' | 'palette' | 'properties';

/**
 * 表单构建 (tool/build/index, tool:build:list; docs/form-builder.md): palette, canvas and properties
 * over one form document with undo and redo; preview with the shared renderer, JSON out and in,
 * saved as a named form with versions (?formId= opens one).
 */
function FormBuilderPage() {
  const t = useT();
  const access = useAccess();
  const mobile = useIsMobile();
  const nodeTitle = useNodeTitle();
  const [params, setParams] = useSearchParams();
  const formId = Number(params.get('formId')) || undefined;
  const [state, dispatch] = useReducer(builderReducer, undefined, () => initialState());
  const [dialog, setDialog] = useState<Dialog>();
  const { meta, loading, save } = useSavedForm(formId, dispatch, (id) =>
    setParams({ formId: String(id) }, { replace: true }),
  );
  const problems = useSchemaProblems(state.schema);
  const dirty = isDirty(state);
  useBuilderKeys(dispatch, dialog === undefined);
  useLeaveGuard(dirty);

  const newNodeTexts = useCallback(
    (type: PaletteType): NewNodeTexts => ({
      label: t(`formBuilder.type.${type}`),
      option: (n) => t('formBuilder.newOption', { n }),
    }),
    [t],
  );
  const append = (type: PaletteType) => {
    dispatch({ type: 'add', nodeType: type, texts: newNodeTexts(type), to: ROOT });
    if (mobile) setDialog(undefined);
  };
  const close = () => setDialog(undefined);
  const canSave = meta ? access.hasPermi('flowable:form:edit') : access.hasPermi('flowable:form:add');
  const title = meta?.formName ?? t('formBuilder.untitled');

  const palette = <Palette onAppend={append} />;
  const properties = (
    <PropertiesPanel schema={state.schema} selectedId={state.selectedId} problems={problems} dispatch={dispatch} />
  );

  return (
    <Spin spinning={loading}>
      <BuilderDnd schema={state.schema} dispatch={dispatch} newNodeTexts={newNodeTexts}>
        <div className={`form-builder${mobile ? ' is-mobile' : ''}`}>
          <BuilderToolbar
            title={title}
            version={meta?.version}
            dirty={dirty}
            canUndo={canUndo(state)}
            canRedo={canRedo(state)}
            empty={state.schema.nodes.length === 0}
            canSave={canSave}
            mobile={mobile}
            onUndo={() => dispatch({ type: 'undo' })}
            onRedo={() => dispatch({ type: 'redo' })}
            onPreview={() => setDialog('preview')}
            onJson={() => setDialog('json')}
            onClear={() => dispatch({ type: 'replace', schema: { ...state.schema, nodes: [] } })}
            onSave={() => setDialog('save')}
            onPalette={() => setDialog('palette')}
            onProperties={() => setDialog('properties')}
          />
          <div className="form-builder__body">
            {!mobile && (
              <aside className="form-builder__pane form-builder__pane--palette" aria-label={t('formBuilder.palette')}>
                {palette}
              </aside>
            )}
            <main className="form-builder__pane form-builder__pane--canvas">
              <Canvas schema={state.schema} selectedId={state.selectedId} dispatch={dispatch} mobile={mobile} />
            </main>
            {!mobile && (
              <aside className="form-builder__pane form-builder__pane--props" aria-label={t('formBuilder.properties')}>
                {properties}
              </aside>
            )}
          </div>
          {mobile && (
            <>
              <Drawer
                open={dialog === 'palette'}
                onClose={close}
                placement="left"
                size={300}
                title={t('formBuilder.palette')}
              >
                {palette}
              </Drawer>
              <Drawer
                open={dialog === 'properties'}
                onClose={close}
                placement="right"
                size={340}
                title={t('formBuilder.properties')}
              >
                {properties}
              </Drawer>
            </>
          )}
        </div>
      </BuilderDnd>
      {/* Mounted only while open: each opening starts afresh (a new preview, an empty import box). */}
      {dialog === 'preview' && <PreviewDialog open schema={state.schema} onClose={close} />}
      {dialog === 'json' && (
        <JsonDialog
          open
          schema={state.schema}
          fileName={meta?.formName ?? 'form'}
          onClose={close}
          onImport={(schema) => dispatch({ type: 'replace', schema })}
        />
      )}
      {dialog === 'save' && (
        <SaveDialog
          open
          meta={meta}
          problems={problems}
          nodeLabel={(nodeId) => {
            const node = findNode(state.schema, nodeId);
            return node ? nodeTitle(node) : undefined;
          }}
          onSelect={(id) => dispatch({ type: 'select', id })}
          onSave={(values) => save({ ...values, schema: state.schema })}
          onClose={close}
        />
      )}
    </Spin>
  );
}

export { FormBuilderPage as Component };
