import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { json, ok, startFakeApi } from '../../test/fake-api';
import { createTestQueryClient } from '../../test/render-app';
import { FileUpload } from './file-upload';

const api = startFakeApi();

function Harness({ onChange, initial = '' }: { onChange: (value: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <AppProviders queryClient={createTestQueryClient()}>
      <FileUpload
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </AppProviders>
  );
}

const file = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' });

function choose(files: File[]) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

describe('FileUpload', () => {
  it('refuses a wrong type and an oversize file before sending, with the spec texts filled in', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    choose([file('run.exe')]);
    await screen.findByText('文件格式不正确, 请上传ppt/pdf/png/jpg/jpeg格式文件!');
    choose([file('big.pdf', 5 * 1024 * 1024 + 1)]);
    await screen.findByText('上传文件大小不能超过 5 MB!');
    expect(api.calls('POST', '/common/upload')).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a batch that would pass the count limit', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial="/profile/upload/a.pdf,/profile/upload/b.pdf,/profile/upload/c.pdf" />);
    choose([file('d.pdf'), file('e.pdf'), file('f.pdf')]);
    await screen.findByText('上传文件数量不能超过 5 个!');
    expect(api.calls('POST', '/common/upload')).toHaveLength(0);
  });

  it('updates the list once, after every pending upload finished; a refused file shows its message and is left out', async () => {
    let answered = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.routes.set('POST /common/upload', async (request, response) => {
      answered += 1;
      const name = /filename="([^"]+)"/.exec(request.body)?.[1] ?? '';
      if (name === 'slow.pdf') await gate;
      if (name === 'bad.pdf') return json({ code: 500, msg: '文件内容与扩展名 pdf 不符' })(request, response);
      return ok({
        fileName: `/profile/upload/2026/11/23/${name}`,
        url: '/signed',
        newFileName: name,
        originalFilename: name,
      })(request, response);
    });
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    choose([file('fast.pdf'), file('bad.pdf'), file('slow.pdf')]);

    await screen.findByText('文件内容与扩展名 pdf 不符');
    await waitFor(() => expect(answered).toBe(3));
    // fast.pdf is stored, but the list waits for slow.pdf.
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('正在上传文件，请稍候...')).toBeTruthy();
    release();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenCalledWith('/profile/upload/2026/11/23/fast.pdf,/profile/upload/2026/11/23/slow.pdf');
    expect(await screen.findByText('fast.pdf')).toBeTruthy();
    expect(screen.queryByText('bad.pdf')).toBeNull();
    // Each file went as multipart `file`, with the token flag handled by the client.
    expect(api.calls('POST', '/common/upload')[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('lists the original names in the order the user chose, whatever order the uploads finish in', async () => {
    const stored = (name: string) => name.replace(/\.pdf$/, '_ff389941c76f4fe3.pdf');
    api.routes.set('POST /common/upload', async (request, response) => {
      const name = /filename="([^"]+)"/.exec(request.body)?.[1] ?? '';
      // doc1 finishes last, doc3 first.
      await new Promise((resolve) => setTimeout(resolve, { 'doc1.pdf': 120, 'doc2.pdf': 60 }[name] ?? 0));
      return ok({
        fileName: `/profile/upload/2026/11/23/${stored(name)}`,
        url: '/signed',
        newFileName: stored(name),
        originalFilename: name,
      })(request, response);
    });
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    choose([file('doc1.pdf'), file('doc2.pdf'), file('doc3.pdf')]);

    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenCalledWith(
      ['doc1.pdf', 'doc2.pdf', 'doc3.pdf'].map((name) => `/profile/upload/2026/11/23/${stored(name)}`).join(','),
    );
    await screen.findByText('doc1.pdf');
    const shown = [...document.querySelectorAll('.cbo-upload__name')].map((link) => link.textContent?.trim());
    expect(shown).toEqual(['doc1.pdf', 'doc2.pdf', 'doc3.pdf']);
  });

  it('shows a stored value by its readable name, without the random part', () => {
    render(<Harness onChange={vi.fn()} initial="/profile/upload/2026/11/23/申报书_0123456789abcdef.pdf" />);
    expect(screen.getByText('申报书.pdf')).toBeTruthy();
  });

  it('removes a file from the value', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial="/profile/upload/a.pdf,/profile/upload/b.pdf" />);
    fireEvent.click(screen.getAllByRole('button', { name: /删除/ })[0]);
    expect(onChange).toHaveBeenCalledWith('/profile/upload/b.pdf');
  });
});
