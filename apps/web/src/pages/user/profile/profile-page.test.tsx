import type { UserRow } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { avatarFileProblem, outputTypeOf } from '../../../components/avatar-crop';
import { useAuthStore } from '../../../core/auth/auth-store';
import { clearDicts } from '../../../core/dict/dict-store';
import { dictAnswer, json, ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { clashedField } from './basic-info-form';
import { Component as ProfilePage } from './index';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const me: UserRow = {
  userId: 5,
  deptId: 103,
  userName: 'judge01',
  nickName: '张评委',
  email: 'judge01@example.cn',
  phonenumber: '13800000001',
  sex: '1',
  avatar: '',
  status: '0',
  loginIp: '127.0.0.1',
  loginDate: null,
  createBy: 'admin',
  createTime: '2026-01-05 09:00:00',
  remark: null,
  admin: false,
  dept: { deptId: 103, deptName: '评审部', leader: null },
};

function renderPage(path = '/user/profile') {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <ProfilePage />
      </MemoryRouter>
    </AppProviders>,
  );
}

const fact = (field: string) => document.querySelector(`[data-field="${field}"]`)?.textContent ?? '';
const form = (name: string) => document.querySelector(`form#${name}`) as HTMLElement;
const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const fieldError = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent;

beforeEach(() => {
  clearDicts();
  useAuthStore.setState({
    token: 'test-token',
    name: 'judge01',
    nickName: '张评委',
    roles: ['judge'],
    permissions: [],
  });
  api.routes.set('GET /system/user/profile', ok({ data: me, roleGroup: '评委,专家', postGroup: '评审专家' }));
  api.routes.set(
    'GET /system/dict/data/type/sys_user_sex',
    dictAnswer('sys_user_sex', [
      { dictLabel: '男', dictValue: '0', listClass: 'default', cssClass: '', dictSort: 1 },
      { dictLabel: '女', dictValue: '1', listClass: 'default', cssClass: '', dictSort: 2 },
    ]),
  );
});

describe('personal centre', { timeout: 20_000 }, () => {
  it('shows the user, department, roles, posts and creation date beside the forms', async () => {
    renderPage();
    await waitFor(() => expect(fact('userName')).toContain('judge01'), PATIENT);
    expect(fact('phonenumber')).toContain('13800000001');
    expect(fact('email')).toContain('judge01@example.cn');
    expect(fact('dept')).toContain('评审部');
    expect(fact('roles')).toContain('评委,专家');
    expect(fact('posts')).toContain('评审专家');
    expect(fact('createTime')).toContain('2026-01-05 09:00:00');
    expect(screen.getByRole('button', { name: '点击上传头像' })).toBeTruthy();
    const basic = form('profile_basic');
    expect((within(basic).getByLabelText('用户昵称') as HTMLInputElement).value).toBe('张评委');
  });

  it('saves the basic details and shows a taken mobile number on its field', async () => {
    api.routes.set('PUT /system/user/profile', json({ code: 500, msg: "修改用户'judge01'失败，手机号码已存在" }));
    renderPage();
    await waitFor(() => expect(fact('userName')).toContain('judge01'), PATIENT);
    const basic = form('profile_basic');
    fill(basic, '手机号码', '13900000002');
    fireEvent.click(within(basic).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fieldError(basic, '手机号码')).toBe("修改用户'judge01'失败，手机号码已存在"), PATIENT);
    expect(JSON.parse(api.calls('PUT', '/system/user/profile')[0].body)).toEqual({
      nickName: '张评委',
      phonenumber: '13900000002',
      email: 'judge01@example.cn',
      sex: '1',
    });

    api.routes.set('PUT /system/user/profile', ok());
    fill(basic, '用户昵称', '张老师');
    fill(basic, '手机号码', '13800000001');
    fireEvent.click(within(basic).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.calls('PUT', '/system/user/profile')).toHaveLength(2), PATIENT);
    await waitFor(() => expect(useAuthStore.getState().nickName).toBe('张老师'));
  });

  it('checks the password form and keeps the server’s refusal on the old password', async () => {
    renderPage('/user/profile?activeTab=resetPwd');
    await waitFor(() => expect(form('profile_password')).toBeTruthy(), PATIENT);
    const password = form('profile_password');
    fill(password, '旧密码', 'Old12345');
    fill(password, '新密码', 'short');
    fill(password, '确认密码', 'other');
    fireEvent.click(within(password).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fieldError(password, '确认密码')).toBe('两次输入的密码不一致'));
    expect(fieldError(password, '新密码')).toBeTruthy();
    expect(api.calls('PUT', '/system/user/profile/updatePwd')).toHaveLength(0);

    api.routes.set('PUT /system/user/profile/updatePwd', json({ code: 500, msg: '修改密码失败，旧密码错误' }));
    fill(password, '新密码', 'New12345');
    fill(password, '确认密码', 'New12345');
    fireEvent.click(within(password).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fieldError(password, '旧密码')).toBe('修改密码失败，旧密码错误'), PATIENT);

    api.routes.set('PUT /system/user/profile/updatePwd', ok());
    fill(password, '旧密码', 'Right123');
    fireEvent.click(within(password).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('密码修改成功，您在其他地方的登录已退出', undefined, PATIENT)).toBeTruthy();
    expect(JSON.parse(api.calls('PUT', '/system/user/profile/updatePwd').at(-1)?.body ?? '')).toEqual({
      oldPassword: 'Right123',
      newPassword: 'New12345',
    });
  });

  it('opens the cropper from the avatar and refuses files that are not raster images', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '点击上传头像' }, PATIENT));
    const dialog = await screen.findByRole('dialog', { name: '修改头像' });
    expect(within(dialog).getByText('请先选择一张图片')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: /提\s*交/ }) as HTMLButtonElement).disabled).toBe(true);
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('.png,.jpg,.jpeg,.gif,.bmp,.webp');
    const svg = new File(['<svg/>'], 'face.svg', { type: 'image/svg+xml' });
    fireEvent.change(input, { target: { files: [svg] } });
    expect(await screen.findByText('文件格式不正确, 请上传png/jpg/jpeg/gif/bmp/webp图片格式文件!')).toBeTruthy();
    expect(within(dialog).getByText('请先选择一张图片')).toBeTruthy();
  });
});

describe('avatar and field helpers', () => {
  it('accepts raster images up to 5 MB, by name and type', () => {
    expect(avatarFileProblem({ name: 'a.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ name: 'a.JPEG', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ name: 'a.webp', type: 'image/webp', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 })?.key).toBe('upload.imageType');
    expect(avatarFileProblem({ name: 'a.png', type: 'text/html', size: 10 })?.key).toBe('upload.imageType');
    expect(avatarFileProblem({ name: 'a.html', type: 'image/png', size: 10 })?.key).toBe('upload.imageType');
    expect(avatarFileProblem({ name: 'a.png', type: 'image/png', size: 6 * 1024 * 1024 })).toEqual({
      key: 'upload.imageSize',
      n: 5,
    });
    expect(outputTypeOf({ type: 'image/jpeg' })).toBe('image/jpeg');
    expect(outputTypeOf({ type: 'image/gif' })).toBe('image/png');
  });

  it('names the field a uniqueness refusal is about', () => {
    expect(clashedField("修改用户'x'失败，手机号码已存在")).toBe('phonenumber');
    expect(clashedField("修改用户'x'失败，邮箱账号已存在")).toBe('email');
    expect(clashedField("changing user 'x' failed: the email exists")).toBe('email');
    expect(clashedField('操作失败')).toBeUndefined();
  });
});
