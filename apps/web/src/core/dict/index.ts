export { type DictOption, fetchDictOptions, toDictOption } from './dict-api';
export { dictLabel, dictLabels } from './dict-label';
export { clearDicts, ensureDict, removeDict, useDictStore } from './dict-store';
export { DictTag, type DictTagProps } from './dict-tag';
export { type DictResult, useDict } from './use-dict';
