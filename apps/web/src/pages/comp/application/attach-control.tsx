import { UploadOutlined } from '@ant-design/icons';
import { type ApplicationDetail, FORM_UPLOAD_TYPES, fileAnswerPaths, formFields } from '@cbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Select, Upload } from 'antd';
import { useState } from 'react';
import { APPLICATION_KEY } from '../../../components/comp/application-links';
import { useTracks } from '../../../components/comp/use-edition-tracks';
import { isRequestError } from '../../../core/http/http-client';
import { useT } from '../../../core/i18n';
import { attachFile } from './application-api';
import { kindName, kindsOf, rulesOfKind } from './attachment-kinds';

/**
 * Staff attach a file to a draft or returned application without saving the whole form (an
 * imported draft lacks what a sheet cannot carry, docs/applications.md): pick an attachment kind
 * or an upload field of the track's bound form, then a file. What the application still lacks is listed above.
 */
export function AttachControl({ detail }: { detail: ApplicationDetail }) {
  const t = useT();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const tracks = useTracks(detail.competitionId);
  const track = tracks.data?.find((item) => item.trackId === detail.trackId);
  const fileFields = track?.form ? formFields(track.form).filter((field) => field.type === 'upload') : [];
  const required = track?.attachments ?? [];
  const options = [
    ...kindsOf(required).map((kind) => ({ value: `kind:${kind}`, label: kindName(kind, t) })),
    ...fileFields.map((field) => ({ value: `field:${field.name}`, label: field.label })),
  ];
  const [target, setTarget] = useState<string>(options[0]?.value ?? 'kind:other');
  const [sending, setSending] = useState(false);
  const lacking = [
    ...required
      .filter((kind) => !detail.attachments.some((file) => file.kind === kind))
      .map((kind) => kindName(kind, t)),
    ...fileFields
      .filter((field) => field.required && fileAnswerPaths(detail.answers[field.name]).length === 0)
      .map((field) => field.label),
  ];
  const [type, name] = target.split(':') as ['kind' | 'field', string];
  // An upload field takes its own types, else those of its kind (docs/form-schema.md), as the server checks.
  const upload = fileFields.find((field) => field.name === name);
  const fieldTypes = upload?.fileTypes?.length ? upload.fileTypes : FORM_UPLOAD_TYPES[upload?.uploadKind ?? 'file'];
  const accept = (type === 'kind' ? rulesOfKind(name).types : fieldTypes).map((ext) => `.${ext}`).join(',');

  const send = async (file: File) => {
    setSending(true);
    try {
      const stored = await attachFile(detail.applicationId, type === 'kind' ? { kind: name } : { field: name }, file);
      message.success(t('apply.attach.done', { name: stored.fileName }));
      await queryClient.invalidateQueries({ queryKey: APPLICATION_KEY });
    } catch (error) {
      // The request layer already showed the refusal.
      if (!isRequestError(error)) throw error;
    } finally {
      setSending(false);
    }
  };

  return (
    <Card size="small" title={t('apply.attach.title')} className="cbo-apply-attach">
      <Flex vertical gap={8}>
        {lacking.length > 0 && (
          <Alert type="warning" showIcon title={t('apply.attach.lacking', { list: lacking.join('、') })} />
        )}
        <Flex wrap gap={8}>
          <Select
            aria-label={t('apply.attach.target')}
            className="cbo-apply-attach__target"
            value={target}
            onChange={setTarget}
            options={options}
          />
          <Upload
            showUploadList={false}
            accept={accept}
            disabled={sending}
            customRequest={({ file }) => void send(file as File)}
          >
            <Button icon={<UploadOutlined />} loading={sending}>
              {t('apply.attach.choose')}
            </Button>
          </Upload>
        </Flex>
      </Flex>
    </Card>
  );
}
