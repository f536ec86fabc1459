import { PlusOutlined } from '@ant-design/icons';
import type { Track } from '@cbo/contracts';
import { Button, Empty, Flex, Form, Spin } from 'antd';
import { useEffect } from 'react';
import { useDict } from '../../../core/dict/use-dict';
import { useT } from '../../../core/i18n';
import { TrackCard, type TrackValues } from './track-card';
import { useSetupList } from './use-setup-list';

/** The edition's tracks as cards; the two usual tracks can be added with their default groups. */
export function TracksTab({ competitionId }: { competitionId: number }) {
  const t = useT();
  const teenGroups = useDict('comp_group_teen');
  const adultGroups = useDict('comp_group_adult');
  const { list, save } = useSetupList<Track>(competitionId, 'tracks', 'tracks');
  const [form] = Form.useForm<{ tracks: TrackValues[] }>();
  // Until the saved list is in the form, nothing can be added or saved: the list would replace it.
  const loading = list.isPending;

  useEffect(() => {
    // The summary of fields and the document are the server's view of the bound version: not edited here.
    if (list.data)
      form.setFieldsValue({ tracks: list.data.map(({ trackId: _id, fields: _f, form: _d, ...track }) => track) });
  }, [list.data, form]);

  const preset = (code: 'teen' | 'adult'): TrackValues => {
    const groups = code === 'teen' ? teenGroups.options : adultGroups.options;
    const existing: TrackValues[] = form.getFieldValue('tracks') ?? [];
    return {
      trackCode: code,
      trackName: code === 'teen' ? '青少年组' : '成人组',
      ageMin: code === 'teen' ? 6 : 18,
      ageMax: code === 'teen' ? 18 : null,
      ageRefDate: null,
      teamMin: 1,
      teamMax: code === 'teen' ? 3 : 5,
      oneEntry: '1',
      attachments: [],
      formId: null,
      formVersion: null,
      formName: null,
      categories: groups.map((group, index) => ({ code: group.value, name: group.label, sort: index + 1 })),
      sort: existing.length + 1,
    };
  };

  return (
    <Spin spinning={list.isPending}>
      <Form
        form={form}
        layout="vertical"
        name="comp-tracks"
        onFinish={(values) => save.mutate((values.tracks ?? []).map(({ formName: _name, ...track }) => track))}
      >
        <Form.List name="tracks">
          {(fields, { add, remove }) => {
            const codes = new Set(
              ((form.getFieldValue('tracks') ?? []) as TrackValues[]).map((track) => track?.trackCode),
            );
            return (
              <>
                {fields.length === 0 && <Empty description={t('comp.track.empty')} />}
                <Flex vertical gap="middle">
                  {fields.map((field) => (
                    <TrackCard key={field.key} name={field.name} onRemove={() => remove(field.name)} />
                  ))}
                </Flex>
                <Flex gap="small" wrap justify="space-between" style={{ marginTop: 16 }}>
                  <Flex gap="small" wrap>
                    <Button
                      icon={<PlusOutlined />}
                      disabled={loading || codes.has('teen')}
                      onClick={() => add(preset('teen'))}
                    >
                      {t('comp.track.addTeen')}
                    </Button>
                    <Button
                      icon={<PlusOutlined />}
                      disabled={loading || codes.has('adult')}
                      onClick={() => add(preset('adult'))}
                    >
                      {t('comp.track.addAdult')}
                    </Button>
                    <Button
                      icon={<PlusOutlined />}
                      disabled={loading}
                      onClick={() =>
                        add({ ...preset('adult'), trackCode: '', trackName: '', ageMin: null, categories: [] })
                      }
                    >
                      {t('comp.track.add')}
                    </Button>
                  </Flex>
                  <Button type="primary" loading={save.isPending} disabled={loading} onClick={() => form.submit()}>
                    {t('comp.save')}
                  </Button>
                </Flex>
              </>
            );
          }}
        </Form.List>
      </Form>
    </Spin>
  );
}
