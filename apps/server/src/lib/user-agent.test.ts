import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './user-agent';

const agents = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  legacyEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
  firefoxWindows7: 'Mozilla/5.0 (Windows NT 6.1; Win64; x64; rv:115.0) Gecko/20100101 Firefox/115.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  oldAndroid:
    'Mozilla/5.0 (Linux; U; Android 4.4.2; zh-cn; GT-I9500 Build/KOT49H) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
  prestoOpera: 'Opera/9.80 (Windows NT 6.1; WOW64) Presto/2.12.388 Version/12.18',
  ie11: 'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie8: 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 5.1; Trident/4.0)',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2309A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatX5:
    'Mozilla/5.0 (Linux; Android 7.1.1; OPPO R11 Build/NMF26X; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/53.0.2785.49 Mobile MQQBrowser/6.2 TBS/043632 Safari/537.36 MicroMessenger/6.6.1.1220(0x26060135) NetType/WIFI Language/zh_CN',
  wechatWindows:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/9129 Flue',
  qqBrowserWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.71 Safari/537.36 Core/1.94.218.400 QQBrowser/12.1.5496.400',
  qqBrowserAndroid:
    'Mozilla/5.0 (Linux; U; Android 12; zh-cn; PGBM10 Build/SP1A.210812.016) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/14.3 Mobile Safari/537.36 COVC/046915',
  se360: 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0; SLCC2; 360SE)',
  qihooAndroid:
    'Mozilla/5.0 (Linux; Android 10; MI 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.99 Mobile Safari/537.36 QihooBrowser/4.0.10',
  harmonyOs:
    'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.5735.196 HuaweiBrowser/14.0.5.302 Mobile Safari/537.36',
  harmonyNext:
    'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
  headlessChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.7444.59 Safari/537.36',
  windows81: 'Mozilla/5.0 (Windows NT 6.3; Win64; x64; rv:109.0) Gecko/20100101 Firefox/115.0',
  curl: 'curl/8.5.0',
};

describe('parseUserAgent', () => {
  it.each([
    ['chromeWindows', 'Chrome 156', 'Windows 10'],
    ['edgeWindows', 'Edge 120', 'Windows 10'],
    ['legacyEdge', 'Edge 18', 'Windows 10'],
    ['firefoxLinux', 'Firefox 121', 'Linux'],
    ['firefoxWindows7', 'Firefox 115', 'Windows 7'],
    ['safariMac', 'Safari 17', 'Mac OS X'],
    ['safariIphone', 'Safari 17', 'iOS 17'],
    ['safariIpad', 'Safari 16', 'iOS 16'],
    ['chromeIphone', 'Chrome 120', 'iOS 17'],
    ['chromeAndroid', 'Chrome 120', 'Android 14'],
    ['oldAndroid', 'Safari 4', 'Android 4.4'],
    ['operaWindows', 'Opera 106', 'Windows 10'],
    ['prestoOpera', 'Opera 12', 'Windows 7'],
    ['ie11', 'Internet Explorer 11', 'Windows 7'],
    ['ie8', 'Internet Explorer 8', 'Windows XP'],
    ['wechatAndroid', 'WeChat 8', 'Android 13'],
    ['wechatX5', 'WeChat 6', 'Android 7.1'],
    ['wechatWindows', 'WeChat 7', 'Windows 10'],
    ['qqBrowserWindows', 'QQ Browser 12', 'Windows 10'],
    ['qqBrowserAndroid', 'QQ Browser 14', 'Android 12'],
    ['se360', '360 Browser', 'Windows 7'],
    ['qihooAndroid', '360 Browser 4', 'Android 10'],
    ['harmonyOs', 'Chrome 114', 'HarmonyOS'],
    ['harmonyNext', 'Chrome 114', 'HarmonyOS'],
    ['headlessChromium', 'Chrome 142', 'Linux'],
    ['windows81', 'Firefox 115', 'Windows 8.1'],
    ['curl', 'Unknown', 'Unknown'],
  ] as const)('reads %s as %s on %s', (name, browser, os) => {
    expect(parseUserAgent(agents[name])).toEqual({ browser, os });
  });

  it('answers Unknown for a missing or blank agent', () => {
    expect(parseUserAgent(undefined)).toEqual({ browser: 'Unknown', os: 'Unknown' });
    expect(parseUserAgent('   ')).toEqual({ browser: 'Unknown', os: 'Unknown' });
  });

  it('keeps both values within 50 characters, whatever the agent sends', () => {
    const huge = `Mozilla/5.0 (Windows NT 10.0) Chrome/${'9'.repeat(200)} ${'x'.repeat(10_000)}`;
    const parsed = parseUserAgent(huge);
    expect(parsed.browser.length).toBeLessThanOrEqual(50);
    expect(parsed.browser.startsWith('Chrome 999')).toBe(true);
    expect(parsed.os).toBe('Windows 10');
  });
});
