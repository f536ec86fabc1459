import { notifyScheduleItem } from '@cbo/contracts';
import type { MessageInstance } from 'antd/es/message/interface';
import { api } from '../../../../core/http/api';
import { isRequestError } from '../../../../core/http/request-error';
import type { Translate } from '../../../../core/i18n';

/** Texts the affected teams about the item; the count sent is shown, a refusal by the request client. */
export async function notifyTeams(itemId: number, message: MessageInstance, t: Translate): Promise<boolean> {
  try {
    const answer = await api(notifyScheduleItem, { params: { itemId } });
    message.success(t('schedulePage.notified', { teams: answer.data.teams, sent: answer.data.sent }));
    return true;
  } catch (error) {
    if (isRequestError(error)) return false;
    throw error;
  }
}
