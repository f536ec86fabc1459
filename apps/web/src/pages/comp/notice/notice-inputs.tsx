import { type AttachmentInput, noticeTrackOptions } from '@cbo/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { FileUpload } from '../../../components/upload';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';

interface SelectProps<T> {
  id?: string;
  value?: T;
  onChange?: (value: T) => void;
}

/** The tracks of the edition chosen in the same form; none chosen means every track. */
export function TrackSelect({ id, value, onChange }: SelectProps<number[]>) {
  const t = useT();
  const competitionId = Form.useWatch<number | undefined>('competitionId');
  const tracks = useQuery({
    queryKey: queryKeyOf(noticeTrackOptions, { competitionId }),
    queryFn: competitionId
      ? async () => (await api(noticeTrackOptions, { params: { competitionId } })).data
      : skipToken,
  });
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      value={value ?? []}
      onChange={onChange}
      loading={tracks.isFetching}
      disabled={!competitionId}
      placeholder={t('nb.notice.allTracks')}
      options={(tracks.data ?? []).map((track) => ({ value: track.trackId, label: track.trackName }))}
    />
  );
}

const fileNameOf = (path: string) => path.split('/').pop() ?? path;

/** Attachments as the wire lists them, edited with the generic file upload (stored paths). */
export function AttachmentsInput({ value, onChange }: SelectProps<AttachmentInput[]>) {
  const list = value ?? [];
  return (
    <FileUpload
      value={list.map((file) => file.path)}
      limit={10}
      fileSize={20}
      fileType={['pdf', 'doc', 'docx', 'xls', 'xlsx', 'png', 'jpg', 'jpeg', 'zip']}
      onChange={(joined) =>
        onChange?.(
          joined
            .split(',')
            .filter(Boolean)
            .map(
              (path) => list.find((file) => file.path === path) ?? { kind: 'notice', path, fileName: fileNameOf(path) },
            ),
        )
      }
    />
  );
}
