import type { Locale } from '../locale';

/** Web texts of the file and image upload components. */
export const uploadWebMessages = {
  'upload.choose': { 'zh-CN': '选取文件', 'en-US': 'Choose files' },
  'upload.chooseImage': { 'zh-CN': '上传图片', 'en-US': 'Upload' },
  'upload.delete': { 'zh-CN': '删除', 'en-US': 'Delete' },
  'upload.uploading': { 'zh-CN': '正在上传文件，请稍候...', 'en-US': 'Uploading, please wait...' },
  'upload.tip': {
    'zh-CN': '请上传大小不超过 {size}MB、格式为 {types} 的文件',
    'en-US': 'Files up to {size} MB, of type {types}',
  },
} as const satisfies Record<string, Record<Locale, string>>;
