import { listApplications } from '@cbo/contracts';
import { resourceKeyOf } from '../../core/http/query-keys';

/** The query key prefix of everything cached for applications (list, counts, detail, history). */
export const APPLICATION_KEY = resourceKeyOf(listApplications.path);

/** The page of one application (the application list and the audit list link to it). */
export const applicationDetailPath = (applicationId: number) => `/comp/application/detail/${applicationId}`;
