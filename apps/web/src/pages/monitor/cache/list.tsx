import { DeleteOutlined, KeyOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  type CacheNameEntry,
  clearCacheAll,
  clearCacheKey,
  clearCacheName,
  getCacheKeys,
  getCacheNames,
  getCacheValue,
} from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Empty, Form, Input, Popconfirm, Row, Table, Typography } from 'antd';
import { useState } from 'react';
import { useConfirmedAction } from '../../../components/monitor/use-confirmed-action';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';
import { cacheNameLabel } from './cache-names';
import '../../../components/monitor/monitor.css';
import './cache-list.css';

/**
 * Cache list: the cache names, the keys of the chosen name and the value of the chosen key, with
 * clearing one key, one name or everything (which ends every session, the reader's included).
 */
function CacheListPage() {
  const t = useT();
  const { message } = App.useApp();
  const confirm = useConfirmedAction();
  const [cacheName, setCacheName] = useState<string>();
  const [cacheKey, setCacheKey] = useState<string>();

  const names = useQuery({
    queryKey: queryKeyOf(getCacheNames),
    queryFn: async () => (await api(getCacheNames)).data,
  });
  const keys = useQuery({
    queryKey: queryKeyOf(getCacheKeys, { cacheName }),
    queryFn: async () => (await api(getCacheKeys, { params: { cacheName: cacheName ?? '' } })).data,
    enabled: cacheName !== undefined,
  });
  const value = useQuery({
    queryKey: queryKeyOf(getCacheValue, { cacheName, cacheKey }),
    queryFn: async () =>
      (await api(getCacheValue, { params: { cacheName: cacheName ?? '', cacheKey: cacheKey ?? '' } })).data,
    enabled: cacheName !== undefined && cacheKey !== undefined,
    retry: false,
  });

  const clearName = async (name: string) => {
    await api(clearCacheName, { params: { cacheName: name } });
    message.success(t('cacheList.clearNameOk', { name }));
    if (name === cacheName) {
      setCacheKey(undefined);
      await keys.refetch();
    }
  };
  const clearKey = async (key: string) => {
    await api(clearCacheKey, { params: { cacheKey: key } });
    message.success(t('cacheList.clearKeyOk', { key }));
    if (key === cacheKey) setCacheKey(undefined);
    await keys.refetch();
  };
  const clearAll = () =>
    confirm({
      content: t('cacheList.clearAllConfirm'),
      run: () => api(clearCacheAll),
      done: t('cacheList.clearAllOk'),
      after: () => {
        setCacheName(undefined);
        setCacheKey(undefined);
      },
    });

  const shown = value.data && value.data.cacheKey === cacheKey ? value.data : undefined;
  return (
    <Row gutter={[16, 16]} className="cbo-cache-list">
      <Col xs={24} md={12} xl={8}>
        <Card
          size="small"
          title={t('cacheList.names')}
          extra={
            <Button
              type="text"
              size="small"
              icon={<ReloadOutlined />}
              loading={names.isFetching}
              aria-label={t('cacheList.refreshNames')}
              onClick={() => names.refetch()}
            />
          }
        >
          <Table<CacheNameEntry>
            size="small"
            rowKey="cacheName"
            loading={names.isPending}
            dataSource={names.data ?? []}
            pagination={false}
            scroll={{ y: 480 }}
            rowClassName={(row) =>
              row.cacheName === cacheName ? 'cbo-cache-list__row--active' : 'cbo-cache-list__row'
            }
            onRow={(row) => ({
              onClick: () => {
                setCacheName(row.cacheName);
                setCacheKey(undefined);
              },
            })}
            columns={[
              { key: 'index', title: t('cacheList.index'), width: 56, render: (_v, _r, index) => index + 1 },
              {
                key: 'name',
                title: t('cacheList.cacheName'),
                render: (_v, row) => (
                  <span>
                    {cacheNameLabel(row.cacheName, row.remark, t)}
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                      {row.cacheName}
                    </Typography.Text>
                  </span>
                ),
              },
              {
                key: 'actions',
                title: t('cacheList.actions'),
                width: 64,
                render: (_v, row) => (
                  <Popconfirm
                    title={t('cacheList.clearNameConfirm', { name: row.cacheName })}
                    okText={t('client.confirm')}
                    cancelText={t('crud.cancel')}
                    onConfirm={() => clearName(row.cacheName)}
                  >
                    <Button
                      type="link"
                      danger
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={t('cacheList.clearName', { name: row.cacheName })}
                      onClick={(event) => event.stopPropagation()}
                    />
                  </Popconfirm>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Card
          size="small"
          title={t('cacheList.keys')}
          extra={
            <Button
              type="text"
              size="small"
              icon={<ReloadOutlined />}
              disabled={cacheName === undefined}
              loading={keys.isFetching}
              aria-label={t('cacheList.refreshKeys')}
              onClick={() => keys.refetch()}
            />
          }
        >
          {cacheName === undefined ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cacheList.pickName')} />
          ) : (
            <Table<string>
              size="small"
              rowKey={(key) => key}
              loading={keys.isFetching}
              dataSource={keys.data ?? []}
              pagination={false}
              scroll={{ y: 480 }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cacheList.noKeys')} /> }}
              rowClassName={(key) => (key === cacheKey ? 'cbo-cache-list__row--active' : 'cbo-cache-list__row')}
              onRow={(key) => ({ onClick: () => setCacheKey(key) })}
              columns={[
                { key: 'index', title: t('cacheList.index'), width: 56, render: (_v, _r, index) => index + 1 },
                {
                  key: 'key',
                  title: t('cacheList.cacheKey'),
                  render: (_v, key) => (
                    <Typography.Text ellipsis={{ tooltip: key }} style={{ maxWidth: '100%' }}>
                      {key.startsWith(cacheName) ? key.slice(cacheName.length) : key}
                    </Typography.Text>
                  ),
                },
                {
                  key: 'actions',
                  title: t('cacheList.actions'),
                  width: 64,
                  render: (_v, key) => (
                    <Popconfirm
                      title={t('cacheList.clearKeyConfirm', { key })}
                      okText={t('client.confirm')}
                      cancelText={t('crud.cancel')}
                      onConfirm={() => clearKey(key)}
                    >
                      <Button
                        type="link"
                        danger
                        size="small"
                        icon={<DeleteOutlined />}
                        aria-label={t('cacheList.clearKey', { key })}
                        onClick={(event) => event.stopPropagation()}
                      />
                    </Popconfirm>
                  ),
                },
              ]}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card
          size="small"
          title={t('cacheList.content')}
          extra={
            <Button size="small" danger icon={<DeleteOutlined />} onClick={clearAll}>
              {t('cacheList.clearAll')}
            </Button>
          }
        >
          {cacheKey === undefined ? (
            <Empty
              image={<KeyOutlined style={{ fontSize: 40, color: '#bfbfbf' }} />}
              description={t('cacheList.pickKey')}
            />
          ) : (
            <Form layout="vertical" aria-busy={value.isFetching}>
              <Form.Item label={t('cacheList.cacheName')} htmlFor="cbo-cache-name">
                <Input id="cbo-cache-name" readOnly value={cacheName} />
              </Form.Item>
              <Form.Item label={t('cacheList.cacheKey')} htmlFor="cbo-cache-key">
                <Input id="cbo-cache-key" readOnly value={cacheKey} />
              </Form.Item>
              <Form.Item label={t('cacheList.cacheValue')} htmlFor="cbo-cache-value">
                <Input.TextArea
                  id="cbo-cache-value"
                  readOnly
                  autoSize={{ minRows: 8, maxRows: 18 }}
                  value={shown ? prettyValue(shown.cacheValue) : ''}
                  placeholder={value.isFetching ? t('cacheList.loadingValue') : undefined}
                />
              </Form.Item>
            </Form>
          )}
        </Card>
      </Col>
    </Row>
  );
}

/** JSON values indented for reading; any other text as it is. */
function prettyValue(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export { CacheListPage as Component };
