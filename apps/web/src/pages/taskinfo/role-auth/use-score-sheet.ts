import {
  type ScoringView,
  type SheetItem,
  type SheetItems,
  saveSheet,
  sheetProblems,
  submitSheet,
} from '@cbo/contracts';
import { useRef, useState } from 'react';
import { toDate } from '../../../core/format';
import { api } from '../../../core/http/api';
import { itemsToSend } from './sheet-state';
import { type Autosave, useAutosave } from './use-autosave';

export interface SheetStatus {
  status: 'draft' | 'submitted' | null;
  locked: boolean;
  submittedAt: string | null;
}

export interface ScoreSheet {
  items: SheetItems;
  overallComment: string;
  sheet: SheetStatus;
  /** The expert may change the sheet now (statement, open task, not locked). */
  editable: boolean;
  submitTried: boolean;
  autosave: Autosave;
  /** The server's reason when the last autosave was refused. */
  saveError: string | null;
  setItem(code: string, item: SheetItem): void;
  setOverallComment(text: string): void;
  /** Checks for a submit (shows the problems on the fields); the count of problems. */
  trySubmit(): number;
  /** Sends the submit; true when submitted. */
  submit(): Promise<boolean>;
}

interface Options {
  view: ScoringView;
  taskId: number;
  applicationId: number;
  /** Statement confirmed, task open, not withdrawn (the sheet's own lock is added here). */
  canEdit: boolean;
}

const nowText = () => {
  const at = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
};

/**
 * The sheet being scored: the expert's entries, draft autosave (docs/scoring.md: `saveSheet` with
 * the seconds spent) and the submit. Saves are quiet: a refusal shows in the autosave status with
 * a retry, not as a toast every two seconds.
 */
export function useScoreSheet({ view, taskId, applicationId, canEdit }: Options): ScoreSheet {
  const criteria = view.rubric.criteria;
  const params = { taskId, applicationId };
  const [items, setItems] = useState<SheetItems>(() => view.sheet.items);
  const [overallComment, setOverall] = useState(view.sheet.overallComment ?? '');
  const [submitTried, setSubmitTried] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [sheet, setSheet] = useState<SheetStatus>({
    status: view.sheet.status,
    locked: view.sheet.locked,
    submittedAt: view.assignment.submittedAt,
  });
  const current = useRef({ items, overallComment });
  const editable = canEdit && !sheet.locked;

  const body = (timeSpent: number) => ({
    items: itemsToSend(criteria, current.current.items),
    overallComment: current.current.overallComment.trim() || null,
    timeSpent,
  });

  const autosave = useAutosave({
    enabled: editable,
    savedAt: toDate(view.sheet.updateTime),
    valid: () => sheetProblems(criteria, current.current.items, 'draft').length === 0,
    send: async (timeSpent) => {
      // Not the duplicate-submit guard: a retry may well send the same draft again at once.
      const answer = await api(saveSheet, {
        params,
        body: body(timeSpent),
        quiet: true,
        change: false,
        repeatSubmit: false,
      });
      if (answer.code !== 200) {
        setSaveError(answer.msg || null);
        return false;
      }
      setSaveError(null);
      // A later draft save reopens a submitted sheet of a task that does not lock on submit.
      setSheet((before) => ({
        status: answer.data.status,
        locked: answer.data.locked,
        submittedAt: answer.data.status === 'submitted' ? before.submittedAt : null,
      }));
      return true;
    },
  });

  const setItem = (code: string, item: SheetItem) => {
    const next = { ...current.current.items, [code]: item };
    current.current = { ...current.current, items: next };
    setItems(next);
    autosave.touch();
  };

  const setOverallComment = (text: string) => {
    current.current = { ...current.current, overallComment: text };
    setOverall(text);
    autosave.touch();
  };

  const trySubmit = () => {
    setSubmitTried(true);
    return sheetProblems(criteria, current.current.items, 'submit').length;
  };

  const submit = async () => {
    await autosave.settle();
    let answer: Awaited<ReturnType<typeof api<typeof submitSheet>>>;
    try {
      answer = await api(submitSheet, { params, body: body(autosave.takeTimeSpent()) });
    } catch {
      // The request client has shown why.
      return false;
    }
    autosave.markClean();
    setSheet({ status: answer.data.status, locked: answer.data.locked, submittedAt: nowText() });
    return true;
  };

  return {
    items,
    overallComment,
    sheet,
    editable,
    submitTried,
    autosave,
    saveError,
    setItem,
    setOverallComment,
    trySubmit,
    submit,
  };
}
