import type { CertificateVerification, Locale } from '@cbo/contracts';

// The public verification page /competition/verify/<code> (docs/certificates.md), rendered by the
// server as one small HTML document. Kept in this one file: the entrant web app takes the address
// over later and needs only the texts and the facts.

const TEXTS = {
  'zh-CN': {
    heading: '证书验证',
    valid: '证书有效',
    revoked: '证书已撤销',
    unknown: '未找到该证书',
    unknownHint: '请核对证书上印制的验证码或地址。',
    tooMany: '访问过于频繁，请稍候再试。',
    code: '验证码',
    edition: '赛事',
    project: '项目',
    members: '团队成员',
    org: '所属单位',
    award: '奖项',
    issuedAt: '颁发时间',
    revokedAt: '撤销时间',
    reason: '撤销原因',
    other: 'English',
    otherLang: 'en',
  },
  'en-US': {
    heading: 'Certificate verification',
    valid: 'Valid certificate',
    revoked: 'Revoked certificate',
    unknown: 'No such certificate',
    unknownHint: 'Check the verification code or the address printed on the certificate.',
    tooMany: 'Too many requests: please try again in a minute.',
    code: 'Verification code',
    edition: 'Competition',
    project: 'Project',
    members: 'Team members',
    org: 'Organisation',
    award: 'Award',
    issuedAt: 'Issued at',
    revokedAt: 'Revoked at',
    reason: 'Reason',
    other: '中文',
    otherLang: 'zh',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const COLOURS = { valid: '#237804', revoked: '#a8071a', unknown: '#595959' } as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Picks the page's language: ?lang=en / ?lang=zh first, then Accept-Language, else Chinese. */
export function pageLocale(lang: string | undefined, accepted: Locale): Locale {
  if (lang?.toLowerCase().startsWith('en')) return 'en-US';
  if (lang?.toLowerCase().startsWith('zh')) return 'zh-CN';
  return accepted;
}

/** The page for a verification answer; `tooMany` renders the rate limit's refusal instead. */
export function renderVerifyPage(result: CertificateVerification | 'tooMany', locale: Locale): string {
  const t = TEXTS[locale];
  const rows: Array<[string, string | null]> = [];
  let state: keyof typeof COLOURS = 'unknown';
  let headline: string = t.tooMany;
  let hint = '';
  let code = '';
  if (result !== 'tooMany') {
    state = result.state;
    code = result.code;
    headline = t[result.state];
    if (result.state === 'unknown') hint = t.unknownHint;
    else {
      rows.push(
        [t.code, result.code],
        [t.edition, result.edition],
        [t.project, result.projectName],
        [t.members, result.members.join(locale === 'zh-CN' ? '、' : ', ')],
        [t.org, result.orgName],
        [t.award, result.award],
        [t.issuedAt, result.issuedAt],
      );
      if (result.state === 'revoked') rows.push([t.revokedAt, result.revokedAt], [t.reason, result.revokeReason]);
    }
  }
  const table = rows
    .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const other = code ? `${encodeURIComponent(code)}?lang=${t.otherLang}` : `?lang=${t.otherLang}`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.heading)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#262626}
main{max-width:560px;margin:0 auto;padding:24px 16px}
h1{font-size:20px;margin:0 0 16px}
.state{border-radius:8px;padding:14px 16px;color:#fff;font-size:18px;font-weight:600;background:${COLOURS[state]}}
.hint{color:#595959;margin:12px 0}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;margin-top:16px;overflow:hidden}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #f0f0f0;vertical-align:top;font-size:15px;word-break:break-word}
th{width:34%;color:#8c8c8c;font-weight:400}
nav{margin-top:20px;font-size:14px}
a{color:#0958d9}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.heading)}</h1>
<div class="state" data-state="${result === 'tooMany' ? 'tooMany' : state}">${escapeHtml(headline)}</div>
${hint ? `<p class="hint">${escapeHtml(hint)}</p>` : ''}
${table ? `<table>${table}</table>` : ''}
<nav><a href="${escapeHtml(other)}">${escapeHtml(t.other)}</a></nav>
</main>
</body>
</html>`;
}
