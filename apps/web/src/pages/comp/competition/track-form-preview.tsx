import { App, Empty, Modal, Spin } from 'antd';
import { FormRenderer } from '../../../components/form-render';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { useT } from '../../../core/i18n';
import { useSavedFormVersion } from './use-saved-forms';

interface Props {
  formId: number;
  version: number;
  /** The form's name, for the title. */
  formName: string;
  onClose(): void;
}

/** The chosen version as the application form will draw it, validating as it will (docs/forms.md). */
export function TrackFormPreview({ formId, version, formName, onClose }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const saved = useSavedFormVersion(formId, version);
  return (
    <Modal
      open
      title={t('comp.track.formPreviewTitle', { name: formName, version })}
      width={mobile ? '100%' : 760}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
    >
      <Spin spinning={saved.isPending}>
        {saved.data ? (
          <FormRenderer
            schema={saved.data.formContent}
            onSubmit={() => message.success(t('comp.track.formPreviewValid'))}
          />
        ) : (
          !saved.isPending && <Empty />
        )}
      </Spin>
    </Modal>
  );
}
