import { type AwardRow, type CertificateRow, listAwardCertificates } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Empty, List, Spin, Tag, Typography } from 'antd';
import { useIsMobile } from '../../../../core/device/use-is-mobile';
import { api } from '../../../../core/http/api';
import { queryKeyOf } from '../../../../core/http/query-keys';
import { useT } from '../../../../core/i18n';

/** 证书记录: an award's certificates, newest first: codes, who issued them, revoked ones with the reason, what each replaced. */
export function CertificateRecordsDrawer({ award, onClose }: { award: AwardRow | null; onClose(): void }) {
  const t = useT();
  const mobile = useIsMobile();
  const awardId = award?.awardId ?? 0;
  const records = useQuery({
    queryKey: queryKeyOf(listAwardCertificates, { awardId }),
    enabled: award !== null,
    queryFn: async () => (await api(listAwardCertificates, { params: { awardId } })).data,
  });
  const rows = records.data ?? [];
  const codeOf = (id: number | null) => rows.find((row) => row.certificateId === id)?.code ?? `#${id}`;

  return (
    <Drawer
      open={award !== null}
      title={award ? t('awardsPage.records.title', { project: award.projectName }) : ''}
      size={mobile ? '100%' : 520}
      onClose={onClose}
      destroyOnHidden
    >
      <Spin spinning={records.isLoading}>
        {rows.length === 0 && !records.isLoading ? (
          <Empty description={t('awardsPage.records.empty')} />
        ) : (
          <List<CertificateRow>
            dataSource={rows}
            renderItem={(row) => (
              <List.Item className="cbo-awards__record">
                <List.Item.Meta
                  title={
                    <span className="cbo-awards__record-title">
                      <Typography.Text code copyable={{ text: row.code }}>
                        {row.code}
                      </Typography.Text>
                      {row.revokedAt ? (
                        <Tag color="red">{t('awardsPage.certState.revoked')}</Tag>
                      ) : (
                        <Tag color="green">{t('awardsPage.records.current')}</Tag>
                      )}
                    </span>
                  }
                  description={
                    <>
                      <div>{t('awardsPage.records.issued', { by: row.issuedBy, at: row.issuedAt })}</div>
                      {row.revokedAt && (
                        <div className="cbo-awards__revoked">
                          {t('awardsPage.records.revoked', { at: row.revokedAt, reason: row.revokeReason ?? '—' })}
                        </div>
                      )}
                      {row.replacesId !== null && (
                        <div>{t('awardsPage.records.replaces', { code: codeOf(row.replacesId) })}</div>
                      )}
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Spin>
    </Drawer>
  );
}
