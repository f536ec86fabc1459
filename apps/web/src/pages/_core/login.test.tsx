import { SYSTEM_NAME, TOKEN_COOKIE } from '@cbo/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../core/i18n';
import { infoAnswer, json, ok, type Route, startFakeApi } from '../../test/fake-api';
import { currentPath, renderApp } from '../../test/render-app';
import { REMEMBERED_USERNAME_KEY } from './auth/remembered-username';

const api = startFakeApi();

let captchaCount = 0;
const captchaOn: Route = (request, response) => {
  captchaCount += 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text>${captchaCount}</text></svg>`;
  ok({ captchaEnabled: true, captchaType: 'math', uuid: `uuid-${captchaCount}`, img: btoa(svg) })(request, response);
};

function appInfo(overrides: { registerEnabled?: boolean; smsLoginEnabled?: boolean } = {}): Route {
  return ok({
    data: {
      systemName: SYSTEM_NAME,
      captchaEnabled: true,
      registerEnabled: false,
      smsLoginEnabled: false,
      ...overrides,
    },
  });
}

beforeEach(() => {
  captchaCount = 0;
  api.session();
  api.routes.set('GET /captchaImage', captchaOn);
  api.routes.set('GET /app/info', appInfo());
  api.routes.set('POST /login', ok({ token: 'new-token' }));
});

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const password = () => screen.getByLabelText('密码') as HTMLInputElement;
const captchaImage = () => screen.findByRole('img', { name: '验证码' }) as Promise<HTMLImageElement>;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function openLogin(path = '/login') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: '欢迎登录' }, { timeout: 5000 });
  return view;
}

function loginBodies() {
  return api.calls('POST', '/login').map((request) => JSON.parse(request.body) as Record<string, unknown>);
}

describe('login page: password and captcha', () => {
  it('logs in with Enter: username trimmed, captcha answer and uuid, no token header, then the redirect target', async () => {
    const { router } = await openLogin(`/login?redirect=${encodeURIComponent('/system/user?status=0')}`);
    // The server answers a PNG (docs/adr/0014).
    expect((await captchaImage()).src).toBe(
      `data:image/png;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"><text>1</text></svg>')}`,
    );
    expect(input('验证码').placeholder).toBe('请输入计算结果');

    type(input('账号'), '  admin  ');
    type(password(), 'admin123');
    type(input('验证码'), ' 7 ');
    fireEvent.submit(input('验证码').closest('form') as HTMLFormElement);

    await screen.findByText('页面建设中');
    expect(currentPath(router)).toBe('/system/user?status=0');
    expect(loginBodies()).toEqual([{ username: 'admin', password: 'admin123', code: '7', uuid: 'uuid-1' }]);
    expect(api.calls('POST', '/login')[0].headers.authorization).toBeUndefined();
    expect(Cookies.get(TOKEN_COOKIE)).toBe('new-token');
    expect(api.calls('GET', '/getInfo')[0].headers.authorization).toBe('Bearer new-token');
  });

  it('goes to the home page without a redirect, and never to another site', async () => {
    const { router } = await openLogin(`/login?redirect=${encodeURIComponent('//evil.example.com/x')}`);
    await captchaImage();
    type(input('账号'), 'admin');
    type(password(), 'admin123');
    type(input('验证码'), '7');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    await screen.findByRole('heading', { name: '欢迎，超级管理员' });
    expect(currentPath(router)).toBe('/index');
  });

  it('gives a new captcha on a click and after any failure, and clears the spent answer', async () => {
    await openLogin();
    await captchaImage();
    fireEvent.click(screen.getByRole('button', { name: '看不清？点击换一张' }));
    await waitFor(async () =>
      expect((await captchaImage()).src).toContain(
        btoa('<svg xmlns="http://www.w3.org/2000/svg"><text>2</text></svg>'),
      ),
    );

    api.routes.set('POST /login', json({ code: 500, msg: '验证码错误' }));
    type(input('账号'), 'admin');
    type(password(), 'admin123');
    type(input('验证码'), '9');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));

    expect(await screen.findByText('验证码错误')).toBeTruthy();
    await waitFor(() => expect(captchaCount).toBe(3));
    expect(loginBodies()[0].uuid).toBe('uuid-2');
    expect(input('验证码').value).toBe('');
    expect(input('账号').value).toBe('admin');
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });

  it('shows the entrant refusal with the exact text and stays on the login page', async () => {
    api.routes.set('POST /login', json({ code: 500, msg: '您是大赛报名者，不能登录后台' }));
    const { router } = await openLogin();
    await captchaImage();
    type(input('账号'), 'entrant');
    type(password(), 'admin123');
    type(input('验证码'), '3');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));

    const shown = await screen.findByText('您是大赛报名者，不能登录后台');
    expect(shown.closest('.ant-message-notice-error')).toBeTruthy();
    expect(currentPath(router)).toBe('/login');
  });

  it('hides the captcha when the server has it off, and still sends the four fields with code and uuid empty', async () => {
    api.routes.set('GET /captchaImage', ok({ captchaEnabled: false }));
    await openLogin();
    await waitFor(() => expect(api.calls('GET', '/captchaImage')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '验证码' })).toBeNull());
    expect(screen.queryByRole('button', { name: '看不清？点击换一张' })).toBeNull();

    type(input('账号'), 'admin');
    type(password(), 'admin123');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    await screen.findByRole('heading', { name: '欢迎，超级管理员' });
    expect(loginBodies()).toEqual([{ username: 'admin', password: 'admin123', code: '', uuid: '' }]);
  });

  it('shows a captcha when the server asks for one with the switch off, and sends its answer', async () => {
    api.routes.set('GET /captchaImage', (request, response) =>
      request.url.includes('force=1') ? captchaOn(request, response) : ok({ captchaEnabled: false })(request, response),
    );
    api.routes.set('POST /login', json({ code: 500, msg: '请输入验证码' }));
    await openLogin();
    await waitFor(() => expect(api.calls('GET', '/captchaImage')).toHaveLength(1));
    type(input('账号'), 'admin');
    type(password(), 'admin123');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));

    expect((await captchaImage()).src).toMatch(/^data:image\/png;base64,/);
    expect(api.calls('GET', '/captchaImage').map((request) => request.url)).toEqual([
      '/captchaImage',
      '/captchaImage?force=1',
    ]);
    api.routes.set('POST /login', ok({ token: 'new-token' }));
    type(input('验证码'), '42');
    fireEvent.click(await screen.findByRole('button', { name: /登 录$/ }));
    await screen.findByRole('heading', { name: '欢迎，超级管理员' });
    expect(loginBodies()[1]).toEqual({ username: 'admin', password: 'admin123', code: '42', uuid: 'uuid-1' });
  });

  it('asks for every field before calling the server, and focuses the first one missing', async () => {
    await openLogin();
    await captchaImage();
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));

    expect(await screen.findByText('请输入您的账号')).toBeTruthy();
    expect(screen.getByText('请输入您的密码')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(document.activeElement).toBe(input('账号'));
    expect(input('账号').getAttribute('aria-invalid')).toBe('true');
    expect(input('账号').getAttribute('aria-describedby')).toBe('login-username-error');
    expect(api.calls('POST', '/login')).toHaveLength(0);

    type(input('账号'), 'admin');
    await waitFor(() => expect(screen.queryByText('请输入您的账号')).toBeNull());
  });

  it('remembers the username only, when asked', async () => {
    const first = await openLogin();
    await captchaImage();
    type(input('账号'), ' organiser ');
    type(password(), 'secret-pass-1');
    type(input('验证码'), '4');
    fireEvent.click(screen.getByRole('checkbox', { name: '记住账号' }));
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    await screen.findByRole('heading', { name: '欢迎，超级管理员' });
    expect(window.localStorage.getItem(REMEMBERED_USERNAME_KEY)).toBe('organiser');
    const stored = [...Object.values(window.localStorage), document.cookie].join(' ');
    expect(stored).not.toContain('secret-pass-1');
    first.unmount();

    Cookies.remove(TOKEN_COOKIE);
    await openLogin();
    expect(input('账号').value).toBe('organiser');
    expect(password().value).toBe('');
    expect((screen.getByRole('checkbox', { name: '记住账号' }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(password());

    fireEvent.click(screen.getByRole('checkbox', { name: '记住账号' }));
    type(password(), 'secret-pass-1');
    type(input('验证码'), '4');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    await screen.findByRole('heading', { name: '欢迎，超级管理员' });
    expect(window.localStorage.getItem(REMEMBERED_USERNAME_KEY)).toBeNull();
  });

  it('links to registration only when the server has it on', async () => {
    const off = await openLogin();
    await captchaImage();
    expect(screen.queryByRole('link', { name: '立即注册' })).toBeNull();
    off.unmount();

    api.routes.set('GET /app/info', appInfo({ registerEnabled: true }));
    const { router } = await openLogin();
    fireEvent.click(await screen.findByRole('link', { name: '立即注册' }));
    await screen.findByRole('heading', { name: '注册账号' });
    expect(currentPath(router)).toBe('/register');
  });

  it('shows a busy button while logging in', async () => {
    let release: () => void = () => {};
    api.routes.set('POST /login', (request, response) => {
      release = () => ok({ token: 'slow-token' })(request, response);
    });
    await openLogin();
    await captchaImage();
    type(input('账号'), 'admin');
    type(password(), 'admin123');
    type(input('验证码'), '1');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));

    const busy = await screen.findByRole('button', { name: /登 录 中/ });
    expect(busy.className).toContain('ant-btn-loading');
    await waitFor(() => expect(api.calls('POST', '/login')).toHaveLength(1));
    act(() => release());
    await screen.findByRole('heading', { name: '欢迎，超级管理员' });
  });
});

describe('login page: SMS code', () => {
  beforeEach(() => {
    api.routes.set('GET /app/info', appInfo({ smsLoginEnabled: true }));
    api.routes.set('POST /sms/code', ok({ uuid: 'sms-uuid-1' }));
    api.routes.set('POST /sms/login', ok({ token: 'sms-token' }));
  });

  async function openSmsTab() {
    const view = await openLogin();
    fireEvent.click(await screen.findByRole('tab', { name: '短信验证码登录' }));
    await screen.findByRole('textbox', { name: '手机号码' });
    return view;
  }

  it('is offered only when the server has SMS login on', async () => {
    api.routes.set('GET /app/info', appInfo({ smsLoginEnabled: false }));
    await openLogin();
    await captchaImage();
    expect(screen.queryByRole('tab', { name: '短信验证码登录' })).toBeNull();
  });

  it('sends the code to the trimmed mobile, counts down 60 s, and logs in with code and uuid', async () => {
    const { router } = await openSmsTab();
    type(input('手机号码'), ' 13800000002 ');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));

    const waiting = await screen.findByRole('button', { name: /60 秒后重新获取/ });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('验证码已发送，请注意查收短信')).toBeTruthy();
    expect(api.calls('POST', '/sms/code').map((r) => JSON.parse(r.body))).toEqual([{ mobile: '13800000002' }]);
    expect(api.calls('POST', '/sms/code')[0].headers.authorization).toBeUndefined();

    type(input('短信验证码'), '123456');
    fireEvent.submit(input('短信验证码').closest('form') as HTMLFormElement);

    await screen.findByRole('heading', { name: '欢迎，超级管理员' });
    expect(currentPath(router)).toBe('/index');
    expect(api.calls('POST', '/sms/login').map((r) => JSON.parse(r.body))).toEqual([
      { mobile: '13800000002', smsCode: '123456', uuid: 'sms-uuid-1' },
    ]);
    expect(Cookies.get(TOKEN_COOKIE)).toBe('sms-token');
  });

  it('asks for a captcha before another code when the server wants one, then sends its answer', async () => {
    await openSmsTab();
    // A mobile of its own: the client's duplicate-submit guard refuses the body the test before sent within a second.
    expect(screen.queryByRole('textbox', { name: '验证码' })).toBeNull();
    api.routes.set('POST /sms/code', json({ code: 500, msg: '请输入验证码' }));
    type(input('手机号码'), '13800000007');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await captchaImage();
    expect(api.calls('GET', '/captchaImage').at(-1)?.url).toBe('/captchaImage?force=1');
    const uuid = `uuid-${captchaCount}`;

    api.routes.set('POST /sms/code', ok({ uuid: 'sms-uuid-2' }));
    type(input('验证码'), ' 17 ');
    // antd's leaving loading icon stays in jsdom (no transition end) and joins the name.
    fireEvent.click(await screen.findByRole('button', { name: /获取验证码$/ }));
    await screen.findByRole('button', { name: /60 秒后重新获取/ });
    expect(api.calls('POST', '/sms/code').map((r) => JSON.parse(r.body))).toEqual([
      { mobile: '13800000007' },
      { mobile: '13800000007', code: '17', uuid },
    ]);
  });

  it('checks the mobile before sending and the code before logging in', async () => {
    await openSmsTab();
    type(input('手机号码'), '1380000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的 11 位手机号码')).toBeTruthy();
    expect(api.calls('POST', '/sms/code')).toHaveLength(0);

    type(input('手机号码'), '13800000002');
    type(input('短信验证码'), '12a');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入 6 位短信验证码')).toBeTruthy();

    type(input('短信验证码'), '123456');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请先获取短信验证码')).toBeTruthy();
    expect(api.calls('POST', '/sms/login')).toHaveLength(0);
  });

  it('shows the server refusal and lets the code be retried', async () => {
    api.routes.set('POST /sms/login', json({ code: 500, msg: '短信验证码错误' }));
    const { router } = await openSmsTab();
    type(input('手机号码'), '13800000002');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /60 秒后重新获取/ });
    type(input('短信验证码'), '000000');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('短信验证码错误')).toBeTruthy();
    expect(currentPath(router)).toBe('/login');
    expect(screen.getByRole('button', { name: /登 录/ })).toBeTruthy();
  });

  it('keeps what was typed when the switches arrive after the form', async () => {
    let release: () => void = () => {};
    api.routes.set('GET /app/info', (request, response) => {
      release = () => appInfo({ smsLoginEnabled: true })(request, response);
    });
    await openLogin();
    type(input('账号'), 'admin');
    await waitFor(() => expect(api.calls('GET', '/app/info')).toHaveLength(1));
    act(() => release());
    await screen.findByRole('tab', { name: '短信验证码登录' });
    expect(input('账号').value).toBe('admin');
    expect(api.calls('GET', '/captchaImage')).toHaveLength(1);
  });

  it('switches tabs with the arrow keys', async () => {
    await openLogin();
    const passwordTab = await screen.findByRole('tab', { name: '账号密码登录' });
    expect(passwordTab.getAttribute('aria-selected')).toBe('true');
    passwordTab.focus();
    fireEvent.keyDown(passwordTab, { key: 'ArrowRight' });
    const smsTab = screen.getByRole('tab', { name: '短信验证码登录' });
    expect(smsTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(smsTab);
    expect(within(screen.getByRole('tabpanel')).getByRole('textbox', { name: '手机号码' })).toBeTruthy();
    fireEvent.keyDown(smsTab, { key: 'ArrowLeft' });
    expect(passwordTab.getAttribute('aria-selected')).toBe('true');
  });
});

describe('login page in English', () => {
  it('speaks English', async () => {
    setLocale('en-US');
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'innovation and entrepreneurship competition management system' }),
    ).toBeTruthy();
  });
});

describe('a logged-in session', () => {
  it('is not asked to log in again', async () => {
    api.session(infoAnswer());
    Cookies.set(TOKEN_COOKIE, 't');
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: '欢迎，超级管理员' });
    expect(currentPath(router)).toBe('/index');
  });
});
