import { SYSTEM_NAME } from '@cbo/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, ok, type Route, startFakeApi } from '../../test/fake-api';
import { currentPath, renderApp } from '../../test/render-app';

const api = startFakeApi();

let captchaCount = 0;
const captcha: Route = (request, response) => {
  captchaCount += 1;
  ok({ captchaEnabled: true, captchaType: 'char', uuid: `uuid-${captchaCount}`, img: btoa('<svg/>') })(
    request,
    response,
  );
};

function appInfo(registerEnabled: boolean): Route {
  return ok({ data: { systemName: SYSTEM_NAME, captchaEnabled: true, registerEnabled, smsLoginEnabled: false } });
}

beforeEach(() => {
  captchaCount = 0;
  api.routes.set('GET /captchaImage', captcha);
  api.routes.set('GET /app/info', appInfo(true));
  api.routes.set('POST /register', ok({ msg: '注册成功，请等待管理员审核' }));
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function openRegister() {
  const view = renderApp('/register');
  await screen.findByRole('heading', { name: '注册账号' }, { timeout: 5000 });
  await screen.findByRole('img', { name: '验证码' });
  return view;
}

function fill() {
  type('账号', ' newuser ');
  type('密码', 'abc12345');
  type('确认密码', 'abc12345');
  type('手机号码', ' 13900000009 ');
  type('验证码', 'AbCd');
}

describe('register page', () => {
  it('registers with trimmed fields and the captcha, then tells the server text and goes to login', async () => {
    const { router } = await openRegister();
    expect(field('验证码').placeholder).toBe('请输入图中字符');
    fill();
    fireEvent.submit(field('验证码').closest('form') as HTMLFormElement);

    expect(await screen.findByText('注册成功，请等待管理员审核')).toBeTruthy();
    expect(JSON.parse(api.calls('POST', '/register')[0].body)).toEqual({
      username: 'newuser',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobile: '13900000009',
      code: 'AbCd',
      uuid: 'uuid-1',
    });
    expect(api.calls('POST', '/register')[0].headers.authorization).toBeUndefined();
    act(() => screen.getByRole('button', { name: '确定' }).click());
    await screen.findByRole('heading', { name: '欢迎登录' });
    expect(currentPath(router)).toBe('/login');
  });

  it('checks the fields with the registration rules before calling the server', async () => {
    await openRegister();
    type('账号', '1abc');
    type('密码', 'abcdef');
    type('确认密码', 'abcdeg');
    type('手机号码', '12345');
    fireEvent.click(screen.getByRole('button', { name: '注 册' }));

    expect(await screen.findByText('须为 2 到 20 位字母、数字或下划线，并以字母开头')).toBeTruthy();
    expect(screen.getByText(/须为 6 到 20 位，同时包含字母和数字/)).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    expect(screen.getByText('请输入正确的 11 位手机号码')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(api.calls('POST', '/register')).toHaveLength(0);
  });

  it('shows the server refusal and brings a new captcha', async () => {
    api.routes.set('POST /register', json({ code: 500, msg: "保存用户'newuser'失败，注册账号已存在" }));
    const { router } = await openRegister();
    fill();
    // Another code than the first test's: the same body within a second would be refused by the
    // client's duplicate-submit guard, which lives as long as the module.
    type('验证码', 'WxYz');
    fireEvent.click(screen.getByRole('button', { name: '注 册' }));

    expect(await screen.findByText("保存用户'newuser'失败，注册账号已存在")).toBeTruthy();
    await waitFor(() => expect(captchaCount).toBe(2));
    expect(field('验证码').value).toBe('');
    expect(currentPath(router)).toBe('/register');
  });

  it('says so when registration is off', async () => {
    api.routes.set('GET /app/info', appInfo(false));
    renderApp('/register');
    expect(await screen.findByText('当前系统没有开启注册功能！', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: '立即登录' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '注 册' })).toBeNull();
  });
});
