import {
  checkSavedFormAnswers,
  getSavedForm,
  getSavedFormVersion,
  listSavedFormVersions,
  type SavedFormVersion,
} from '@cbo/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';

/** Which document a preview shows: the newest, or one numbered version. */
export type PreviewTarget = { formId: number; formName: string; version?: number };

/** The document to preview, read fresh: the form's newest, or the version asked for. */
export function usePreviewDocument(target: PreviewTarget | undefined) {
  return useQuery({
    queryKey: queryKeyOf(target?.version ? getSavedFormVersion : getSavedForm, target),
    queryFn: !target
      ? skipToken
      : async (): Promise<Pick<SavedFormVersion, 'formContent' | 'version'>> => {
          const { formId, version } = target;
          const answer = version
            ? await api(getSavedFormVersion, { params: { formId, version } })
            : await api(getSavedForm, { params: { formId } });
          return { formContent: answer.data.formContent, version: answer.data.version };
        },
    gcTime: 0,
    staleTime: 0,
  });
}

/** A form's versions, newest first. */
export function useFormVersions(formId: number | undefined) {
  return useQuery({
    queryKey: queryKeyOf(listSavedFormVersions, { formId }),
    queryFn:
      formId === undefined ? skipToken : async () => (await api(listSavedFormVersions, { params: { formId } })).data,
  });
}

/** The server's verdict on answers to one version (checked with the same rule code as the page). */
export async function checkOnServer(formId: number, version: number, answers: Record<string, unknown>) {
  const answer = await api(checkSavedFormAnswers, {
    params: { formId, version },
    body: { answers },
    // A check changes nothing: the list and the documents stay cached.
    change: false,
    repeatSubmit: false,
  });
  return answer.data;
}
