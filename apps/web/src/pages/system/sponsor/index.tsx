import {
  addSponsor,
  editSponsor,
  getSponsor,
  listSponsors,
  removeSponsors,
  type Sponsor,
  sponsorForm,
} from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Image, Typography } from 'antd';
import { useMemo } from 'react';
import { useEditionOptions } from '../../../components/comp/use-editions';
import { type CrudColumn, type CrudForm, CrudTable, defineResource } from '../../../components/crud';
import { ClippedText } from '../../../components/monitor/clipped-text';
import { useLocale } from '../../../core/i18n';
import './sponsor.css';
import { ImageUpload } from '../../../components/upload';
import { signedUrl, signedUrlKey } from '../../../components/upload/upload-api';

const resource = defineResource<Sponsor>({
  name: 'system/sponsor',
  entity: 'sponsor.entity',
  rowKey: 'sponsorId',
  endpoints: { list: listSponsors, get: getSponsor, add: addSponsor, edit: editSponsor, remove: removeSponsors },
  permission: 'system:sponsor',
  actions: ['add', 'edit', 'remove'],
});

/** Sponsors and organisers (主办, 承办, 协办, 支持, 赞助) and the editions they take part in. */
function SponsorPage() {
  const editions = useEditionOptions();
  const locale = useLocale();
  const editionOptions = useMemo(
    () =>
      (editions.data ?? []).map((edition) => ({
        value: edition.competitionId,
        label: `${edition.editionYear} ${edition.competitionName}`,
      })),
    [editions.data],
  );
  const columns = useMemo<CrudColumn<Sponsor>[]>(
    () => [
      { key: 'sponsorId', title: 'sponsor.sponsorId', hideInSearch: true, width: 70 },
      {
        key: 'logo',
        title: 'sponsor.logo',
        hideInSearch: true,
        width: 72,
        render: (value) => (value ? <SponsorLogo path={String(value)} /> : null),
      },
      { key: 'sponsorName', title: 'sponsor.sponsorName', width: 180, ellipsis: true },
      { key: 'sponsorRole', title: 'sponsor.sponsorRole', dict: 'comp_sponsor_role', width: 100 },
      { key: 'tier', title: 'sponsor.tier', hideInSearch: true, width: 100, defaultHidden: true },
      {
        key: 'website',
        title: 'sponsor.website',
        hideInSearch: true,
        ellipsis: true,
        defaultHidden: true,
        render: (value) =>
          value ? (
            <Typography.Link href={String(value)} target="_blank" rel="noopener noreferrer">
              {String(value)}
            </Typography.Link>
          ) : null,
      },
      {
        key: 'contactName',
        title: 'sponsor.contactName',
        hideInSearch: true,
        width: 120,
        // The contact over their phone: who to call stays in the list at 1280 px (issue 30).
        render: (_value, row) => (
          <span className="cbo-sponsor__contact">
            <ClippedText value={row.contactName} width={104} />
            <span>{row.contactPhone}</span>
          </span>
        ),
      },
      { key: 'contactPhone', title: 'sponsor.contactPhone', hideInSearch: true, width: 130, defaultHidden: true },
      {
        key: 'competitionIds',
        title: 'sponsor.competitionIds',
        hideInSearch: true,
        width: 170,
        render: (value) => (
          <ClippedText
            width={154}
            value={(value as number[])
              .map((id) => editionOptions.find((option) => option.value === id)?.label ?? id)
              .join(locale === 'en-US' ? ', ' : '，')}
          />
        ),
      },
      { key: 'sort', title: 'sponsor.sort', hideInSearch: true, width: 80, defaultHidden: true },
      { key: 'status', title: 'sponsor.status', dict: 'sys_normal_disable', width: 90 },
    ],
    [editionOptions, locale],
  );
  const form = useMemo<CrudForm<Record<string, unknown>>>(
    () => ({
      schema: sponsorForm,
      initialValues: { sort: 0, status: '0', sponsorRole: '5', competitionIds: [] },
      width: 680,
      fields: [
        { name: 'sponsorName', label: 'sponsor.sponsorName' },
        { name: 'sponsorRole', label: 'sponsor.sponsorRole', type: 'dictRadio', dict: 'comp_sponsor_role' },
        { name: 'logo', label: 'sponsor.logo', render: () => <ImageUpload limit={1} /> },
        { name: 'website', label: 'sponsor.website' },
        { name: 'tier', label: 'sponsor.tier', half: true },
        { name: 'sort', label: 'sponsor.sort', type: 'number', half: true },
        { name: 'contactName', label: 'sponsor.contactName', half: true },
        { name: 'contactPhone', label: 'sponsor.contactPhone', half: true },
        {
          name: 'competitionIds',
          label: 'sponsor.competitionIds',
          type: 'select',
          multiple: true,
          options: editionOptions,
        },
        { name: 'status', label: 'sponsor.status', type: 'dictRadio', dict: 'sys_normal_disable' },
        { name: 'remark', label: 'field.remark', type: 'textarea' },
      ],
    }),
    [editionOptions],
  );
  return <CrudTable resource={resource} columns={columns} form={form} />;
}

/** A logo thumbnail through a short-lived signed link. */
function SponsorLogo({ path }: { path: string }) {
  const link = useQuery({
    queryKey: signedUrlKey(path),
    queryFn: () => signedUrl(path),
    staleTime: 4 * 60_000,
  });
  return link.data ? <Image src={link.data} width={40} height={40} style={{ objectFit: 'contain' }} /> : null;
}

export { SponsorPage as Component };
