/** Browser and operating system as the login log shows them, e.g. `Chrome 156` and `Windows 10`. */
export interface UserAgentInfo {
  browser: string;
  os: string;
}

const UNKNOWN = 'Unknown';
const MAX_LENGTH = 50;
/** Real agents are a few hundred characters; longer input is cut so parsing stays cheap. */
const MAX_INPUT = 1024;

interface BrowserRule {
  name: string;
  /** The first capture group, when present, is the version. */
  pattern: RegExp;
  /** A second marker the agent must also carry. */
  also?: RegExp;
}

// Order matters: in-app browsers and Chromium forks carry `Chrome/` and `Safari/` tokens too, and
// WeChat's old X5 kernel carries `MQQBrowser/`, so the most specific marker is tried first.
const BROWSERS: BrowserRule[] = [
  { name: 'WeChat', pattern: /MicroMessenger\/(\d+)/i },
  { name: 'QQ Browser', pattern: /M?QQBrowser\/(\d+)/i },
  { name: '360 Browser', pattern: /QihooBrowser\/(\d+)/i },
  { name: '360 Browser', pattern: /\b(?:QIHU 360(?:SE|EE)|360SE|360EE|360Browser)\b/i },
  { name: 'Edge', pattern: /\b(?:Edg|Edge|EdgA|EdgiOS)\/(\d+)/ },
  { name: 'Opera', pattern: /\b(?:OPR|OPT|OPiOS)\/(\d+)/ },
  { name: 'Opera', pattern: /\bVersion\/(\d+)/, also: /^Opera\// },
  { name: 'Opera', pattern: /\bOpera[/ ](\d+)/ },
  { name: 'Firefox', pattern: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  // Headless Chromium (automation, monitoring probes) sends `HeadlessChrome/`.
  { name: 'Chrome', pattern: /\b(?:Chrome|CriOS|Chromium|HeadlessChrome)\/(\d+)/ },
  { name: 'Internet Explorer', pattern: /\bMSIE (\d+)/ },
  { name: 'Internet Explorer', pattern: /\bTrident\/\d+.*\brv:(\d+)/ },
  { name: 'Safari', pattern: /\bVersion\/(\d+)/, also: /\bSafari\// },
  { name: 'Safari', pattern: /\bSafari\/\d+/ },
];

const WINDOWS_VERSIONS: Record<string, string> = {
  // Windows 11 still sends NT 10.0; only client hints tell them apart.
  '10.0': 'Windows 10',
  '6.3': 'Windows 8.1',
  '6.2': 'Windows 8',
  '6.1': 'Windows 7',
  '6.0': 'Windows Vista',
  '5.2': 'Windows XP',
  '5.1': 'Windows XP',
};

function cap(value: string): string {
  return value.length > MAX_LENGTH ? value.slice(0, MAX_LENGTH) : value;
}

function parseBrowser(ua: string): string {
  for (const rule of BROWSERS) {
    const match = rule.pattern.exec(ua);
    if (match && (!rule.also || rule.also.test(ua))) return match[1] ? `${rule.name} ${match[1]}` : rule.name;
  }
  return UNKNOWN;
}

function parseOs(ua: string): string {
  // HarmonyOS 2-4 also announce Android, HarmonyOS NEXT announces OpenHarmony.
  if (/\b(?:HarmonyOS|OpenHarmony)\b/i.test(ua)) return 'HarmonyOS';
  const windows = /\bWindows NT (\d+\.\d+)/.exec(ua);
  if (windows) return WINDOWS_VERSIONS[windows[1]] ?? 'Windows';
  if (/\bWindows\b/.test(ua)) return 'Windows';
  // Before macOS: iPhone and iPad agents say "like Mac OS X".
  const ios = /\b(?:iPhone OS|CPU OS) (\d+)/.exec(ua);
  if (ios) return `iOS ${ios[1]}`;
  if (/\b(?:iPhone|iPad|iPod)\b/.test(ua)) return 'iOS';
  const android = /\bAndroid[ /]?(\d+(?:\.\d+)?)?/.exec(ua);
  if (android) return android[1] ? `Android ${android[1].replace(/\.0$/, '')}` : 'Android';
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'Mac OS X';
  if (/\bCrOS\b/.test(ua)) return 'Chrome OS';
  if (/\bLinux\b|\bX11\b/.test(ua)) return 'Linux';
  return UNKNOWN;
}

/** A small parser for the login log and online-user list; anything unrecognised is `Unknown`. */
export function parseUserAgent(ua: string | undefined): UserAgentInfo {
  const text = ua?.slice(0, MAX_INPUT).trim() ?? '';
  if (!text) return { browser: UNKNOWN, os: UNKNOWN };
  return { browser: cap(parseBrowser(text)), os: cap(parseOs(text)) };
}
