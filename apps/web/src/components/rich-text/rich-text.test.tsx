import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { json, ok, startFakeApi } from '../../test/fake-api';
import { createTestQueryClient } from '../../test/render-app';
import { editorHtml } from './editor-value';
import { checkEditorImage } from './image-rules';
import { RichText } from './rich-text';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

function Harness({
  onChange,
  initial = '',
  fileSize,
}: {
  onChange?: (html: string) => void;
  initial?: string;
  fileSize?: number;
}) {
  const [value, setValue] = useState(initial);
  return (
    <AppProviders queryClient={createTestQueryClient()}>
      <RichText
        value={value}
        fileSize={fileSize}
        onChange={(next) => {
          onChange?.(next);
          setValue(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </AppProviders>
  );
}

const editorArea = () => document.querySelector('.ql-editor') as HTMLElement;
const fileInput = () => document.querySelector('input.cbo-rich-text__file') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const bytes = (name: string, type: string, size = 16) => new File([new Uint8Array(size)], name, { type });

async function mounted() {
  await waitFor(() => expect(editorArea()).toBeTruthy(), PATIENT);
}

describe('image rules', () => {
  it('accept jpeg, jpg, png and svg (as browsers and the spec name it); refuse the rest; 5 MB by default', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/svg', 'image/svg+xml']) {
      expect(checkEditorImage({ type, size: 1 }, 5)).toBeUndefined();
    }
    for (const type of ['image/gif', 'image/webp', 'text/plain', 'text/html', '']) {
      expect(checkEditorImage({ type, size: 1 }, 5)).toEqual({ key: 'upload.editorImageType' });
    }
    expect(checkEditorImage({ type: 'image/png', size: 5 * 1024 * 1024 }, 5)).toBeUndefined();
    expect(checkEditorImage({ type: 'image/png', size: 5 * 1024 * 1024 + 1 }, 5)).toEqual({
      key: 'upload.fileSize',
      params: { n: 5 },
    });
    expect(checkEditorImage({ type: 'image/png', size: 50 * 1024 * 1024 }, 0)).toBeUndefined();
  });

  it('give spaces back from Quill, and nothing for an empty editor', () => {
    expect(editorHtml('<p>a&nbsp;b&nbsp;&nbsp;c</p>', 'a b  c\n')).toBe('<p>a b  c</p>');
    expect(editorHtml('<p></p>', '\n')).toBe('');
    expect(editorHtml('<p><img src="/x.png"></p>', '\n')).toBe('<p><img src="/x.png"></p>');
  });
});

describe('RichText', () => {
  it('loads the editor on demand with the default toolbar, and shows the given HTML', async () => {
    render(<Harness initial="<p>报名<strong>已开始</strong></p>" />);
    expect(screen.getByText('编辑器加载中…')).toBeTruthy();
    await mounted();
    for (const name of [
      '加粗',
      '斜体',
      '下划线',
      '删除线',
      '引用',
      '代码块',
      '有序列表',
      '无序列表',
      '插入链接',
      '插入图片',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    for (const picker of ['ql-size', 'ql-header', 'ql-color', 'ql-background', 'ql-align']) {
      expect(document.querySelector(`.ql-toolbar .${picker}`)).toBeTruthy();
    }
    expect(editorArea().innerHTML).toContain('<strong>已开始</strong>');
    expect(document.querySelector('.cbo-rich-text--fixed')).toBeNull();
  });

  it('has a fixed-height variant', async () => {
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <RichText height={300} />
      </AppProviders>,
    );
    await mounted();
    const editor = document.querySelector('.cbo-rich-text--fixed') as HTMLElement;
    expect(editor.style.getPropertyValue('--cbo-rich-text-height')).toBe('300px');
  });

  it('refuses a file that is not a jpeg, png or svg image with 图片格式错误!, sending nothing', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await mounted();
    choose(bytes('notes.txt', 'text/plain'));
    await screen.findByText('图片格式错误!');
    choose(bytes('anim.gif', 'image/gif'));
    await waitFor(() => expect(screen.getAllByText('图片格式错误!').length).toBeGreaterThanOrEqual(1));
    expect(api.calls('POST', '/common/upload')).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an image over the size limit (5 MB by default, or the given one)', async () => {
    render(<Harness fileSize={1} />);
    await mounted();
    choose(bytes('big.png', 'image/png', 1024 * 1024 + 1));
    await screen.findByText('上传文件大小不能超过 1 MB!');
    expect(api.calls('POST', '/common/upload')).toHaveLength(0);
  });

  it('shows 图片插入失败 when the upload fails, and inserts nothing', async () => {
    api.routes.set('POST /common/upload', json({ code: 500, msg: '文件内容与扩展名 png 不符' }));
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await mounted();
    choose(bytes('photo.png', 'image/png'));
    await screen.findByText('图片插入失败', undefined, PATIENT);
    expect(api.calls('POST', '/common/upload')).toHaveLength(1);
    expect(editorArea().querySelector('img')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads an accepted image through /common/upload and inserts its signed link into the value', async () => {
    const signed = '/prod-api/common/file/signed?key=upload%2F2026%2F11%2F23%2Fphoto_ab.jpg&expires=9&sig=s';
    api.routes.set(
      'POST /common/upload',
      ok({
        fileName: '/profile/upload/2026/11/23/photo_ab.jpg',
        url: signed,
        newFileName: 'photo_ab.jpg',
        originalFilename: 'photo.jpg',
      }),
    );
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial="<p>看图</p>" />);
    await mounted();
    choose(bytes('photo.jpg', 'image/jpg'));
    await waitFor(() => expect(editorArea().querySelector('img')?.getAttribute('src')).toBe(signed), PATIENT);
    const [upload] = api.calls('POST', '/common/upload');
    expect(upload.body).toContain('filename="photo.jpg"');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('看图');
    expect(html).toContain(`<img src="${signed.replaceAll('&', '&amp;')}">`);
  });

  it('gives typed text to the form as HTML, and an emptied editor as an empty string', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial="<p>旧内容</p>" />);
    await mounted();
    editorArea().innerHTML = '<p>new words here</p>';
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>new words here</p>'));
    editorArea().innerHTML = '<p><br></p>';
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });
});
