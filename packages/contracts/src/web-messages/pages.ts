import { judgingMessages } from '../judging-messages';
import type { Locale } from '../locale';
import { applicationWebMessages } from './application';
import { auditWebMessages } from './audit';
import { awardsWebMessages } from './awards';
import { coiWebMessages } from './coi';
import { competitionWebMessages } from './competition';
import { dictWebMessages } from './dict';
import { expertWebMessages } from './expert';
import { expertGroupWebMessages } from './expert-group';
import { formBuilderWebMessages } from './form-builder';
import { formsWebMessages } from './forms';
import { groupingWebMessages } from './grouping';
import { jobWebMessages } from './job';
import { monitorWebMessages } from './monitor';
import { monitorStatusWebMessages } from './monitor-status';
import { myReviewWebMessages } from './my-review';
import { noticeBoardWebMessages } from './notice-board';
import { promotionWebMessages } from './promotion';
import { ratingWebMessages } from './rating';
import { reportWebMessages } from './report';
import { reviewAssignmentWebMessages } from './review-assignments';
import { roadshowWebMessages } from './roadshow';
import { rubricWebMessages } from './rubric';
import { scheduleWebMessages } from './schedule';
import { scoringWebMessages } from './scoring';
import { smsTemplateWebMessages } from './sms-template';
import { taskinfoWebMessages } from './taskinfo';

/**
 * Texts of pages only (scheduler, monitors, dictionaries and parameters, competition): imported on their own (the package's
 * `./page-messages` entry), so they load with the pages and not with the login page.
 */
export const pageWebMessages = {
  ...noticeBoardWebMessages,
  ...dictWebMessages,
  ...jobWebMessages,
  ...monitorWebMessages,
  ...monitorStatusWebMessages,
  ...competitionWebMessages,
  ...applicationWebMessages,
  ...auditWebMessages,
  ...smsTemplateWebMessages,
  ...groupingWebMessages,
  ...coiWebMessages,
  ...expertWebMessages,
  ...expertGroupWebMessages,
  ...rubricWebMessages,
  ...taskinfoWebMessages,
  ...reviewAssignmentWebMessages,
  ...scoringWebMessages,
  ...myReviewWebMessages,
  ...ratingWebMessages,
  ...promotionWebMessages,
  ...awardsWebMessages,
  ...scheduleWebMessages,
  ...roadshowWebMessages,
  ...reportWebMessages,
  ...formBuilderWebMessages,
  ...formsWebMessages,
  // The judging pages' server refusals (also the server's), loaded with the pages.
  ...judgingMessages,
} as const satisfies Record<string, Record<Locale, string>>;
