import { formatMessage, type Locale, organisationForm } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import type { ExcelColumn } from '../../../lib/excel/columns';
import { checkImport } from '../../../lib/excel/import-runner';
import type { CompScopePlan } from '../scope/comp-scope';
import {
  countInScope,
  creditCodeHolder,
  insertOrganisation,
  type OrgValues,
  updateOrganisation,
} from './organisation.repository';
import type { OrganisationService } from './organisation.service';

function reasonOf(error: unknown, locale: Locale): string {
  if (error instanceof AppError) {
    return error.key ? formatMessage(error.key, locale, error.params) : error.message;
  }
  throw error;
}

/**
 * Imports organisations, all or nothing: every row is validated with the shared form schema and
 * the service's checks (region, scope, credit code) before the one transaction opens. With
 * updateSupport a row whose credit code is taken updates that organisation, when in scope.
 */
export async function importOrganisations(
  database: Database,
  {
    clock,
    service,
    plan,
    file,
    columns,
    updateSupport,
    by,
    locale,
  }: {
    clock: Clock;
    service: OrganisationService;
    plan: CompScopePlan;
    file: Buffer;
    columns: ExcelColumn<unknown>[];
    updateSupport: boolean;
    by: string;
    locale: Locale;
  },
): Promise<string> {
  const plan_ = await checkImport({
    file,
    columns,
    schema: organisationForm,
    maxRows: 10_000,
    locale,
    report: { failed: 'import.failed', rowFailed: 'import.rowFailed' },
    check: async (rows, checks) => {
      const seen = new Map<string, number>();
      const accepted: Array<{ id?: number; value: OrgValues }> = [];
      for (const { row, value } of rows) {
        const values = value as OrgValues;
        if (values.creditCode) {
          const earlier = seen.get(values.creditCode);
          if (earlier !== undefined) {
            checks.failWith(row, '', `= ${earlier}`);
            continue;
          }
          seen.set(values.creditCode, row);
        }
        const holder = values.creditCode ? await creditCodeHolder(database, values.creditCode) : undefined;
        try {
          if (holder && !updateSupport) {
            throw AppError.rule('comp.org.creditTaken', { code: values.creditCode ?? '', name: holder.orgName });
          }
          if (holder && (await countInScope(database, [holder.orgId], plan)) === 0) throw AppError.forbidden();
          if (!holder && plan.kind === 'organisation') throw AppError.forbidden();
          await service.checkValues(values, plan, holder?.orgId);
          accepted.push({ id: holder?.orgId, value: values });
        } catch (error) {
          checks.failWith(row, '', reasonOf(error, locale));
        }
      }
      return accepted;
    },
  });
  const now = formatDateTime(clock.now());
  await database.transaction(async () => {
    for (const { id, value } of plan_) {
      if (id === undefined) await insertOrganisation(database, value, by);
      else await updateOrganisation(database, { orgId: id, values: value, by, at: now });
    }
  });
  return formatMessage('import.ok', locale, { count: plan_.length });
}
