import { GithubOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useT } from '../../core/i18n';
import { DOCS_URL, SOURCE_URL } from '../shell-config';

function LinkButton({ href, label, icon }: { href: string; label: string; icon: React.ReactNode }) {
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        className="cbo-navbar__button"
        icon={icon}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
      />
    </Tooltip>
  );
}

/** The source repository and the documentation, each in a new tab. */
export function ExternalLinks() {
  const t = useT();
  return (
    <>
      <LinkButton href={SOURCE_URL} label={t('shell.sourceCode')} icon={<GithubOutlined />} />
      <LinkButton href={DOCS_URL} label={t('shell.docs')} icon={<QuestionCircleOutlined />} />
    </>
  );
}
