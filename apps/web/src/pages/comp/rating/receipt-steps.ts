import type { ReceiptLine } from '@cbo/contracts';
import { shownValue } from '../../../components/comp/rating/rating-format';
import type { Translate } from '../../../core/i18n';

type Values = ReceiptLine['values'];

const num = (values: Values, key: string) => shownValue(values[key]);

/** A part's name in the receipt (`task:12` or `previous_stage`, the engine's part keys). */
function partName(t: Translate, key: string): string {
  if (key === 'previous_stage' || key.startsWith('previous')) return t('ratingPage.part.previous_stage');
  const id = /(\d+)/.exec(key)?.[1];
  return id ? t('ratingPage.part.task', { id }) : key;
}

/** The tie-breaker's name (criterion, top marks, leader). */
export function tieByName(t: Translate, by: unknown): string {
  return by === 'criterion' || by === 'top_marks' || by === 'leader' ? t(`ratingPage.tieBy.${by}`) : String(by ?? '');
}

/** Which sheets the 2+1 rule took (`a+b`, `a+third`, `third`). */
function chosenName(t: Translate, chosen: unknown): string {
  if (chosen === 'third') return t('ratingPage.chosen.third');
  return String(chosen ?? '—').replace('third', t('ratingPage.chosen.third'));
}

function otherLine(t: Translate, line: ReceiptLine): string {
  const values = Object.entries(line.values)
    .map(([key, value]) => `${key} = ${shownValue(value)}`)
    .join(', ');
  return t('ratingPage.step.other', { step: line.step, values });
}

/**
 * One receipt step as a sentence in the page's language, from the numbers the engine stored
 * (docs/rating.md, the receipt). A step whose values are not the expected ones reads as its raw
 * values, so nothing is hidden.
 */
export function stepSentence(t: Translate, line: ReceiptLine): string {
  const v = line.values;
  switch (line.step) {
    case 'totals':
      return t('ratingPage.step.totals', {
        sheets: num(v, 'sheets'),
        valid: num(v, 'valid'),
        voided: num(v, 'voided'),
        conflict: num(v, 'conflict'),
        excluded: num(v, 'excluded'),
        total: v.total === 'sum' ? t('ratingPage.total.sum') : t('ratingPage.total.weighted'),
        maxTotal: num(v, 'maxTotal'),
      });
    case 'normalise':
      return t('ratingPage.step.normalise', {
        judges: num(v, 'judges'),
        panelMean: num(v, 'panelMean'),
        panelSpread: num(v, 'panelSpread'),
        skipped: num(v, 'skipped'),
        minSheets: num(v, 'minSheets'),
      });
    case 'arbitration': {
      const params = {
        a: num(v, 'a'),
        b: num(v, 'b'),
        difference: num(v, 'difference'),
        tolerance: num(v, 'tolerance'),
        third: num(v, 'third'),
        value: num(v, 'value'),
        chosen: chosenName(t, v.chosen),
        rule:
          v.rule === 'third_score' || v.rule === 'closest_two_mean' ? t(`ratingPage.rule.${v.rule}`) : String(v.rule),
      };
      if (v.outcome === 'within') return t('ratingPage.step.arbitration.within', params);
      if (v.outcome === 'awaiting') return t('ratingPage.step.arbitration.awaiting', params);
      if (v.outcome === 'arbitrated') return t('ratingPage.step.arbitration.arbitrated', params);
      return otherLine(t, line);
    }
    case 'combine': {
      const params = {
        n: num(v, 'n'),
        value: num(v, 'value'),
        k: num(v, 'k'),
        minN: num(v, 'minN'),
        dropped: num(v, 'dropped'),
      };
      if (v.method === 'mean') return t('ratingPage.step.combine.mean', params);
      if (v.method === 'median') return t('ratingPage.step.combine.median', params);
      if (v.method === 'trimmed_mean') {
        return v.trimmed
          ? t('ratingPage.step.combine.trimmed', params)
          : t('ratingPage.step.combine.untrimmed', params);
      }
      return otherLine(t, line);
    }
    case 'parts': {
      if (typeof v.missing === 'number' && v.missing > 0) {
        return t('ratingPage.step.partsMissing', { missing: v.missing });
      }
      const parts = Object.keys(v)
        .filter((key) => key.startsWith('weight:'))
        .map((key) => {
          const part = key.slice('weight:'.length);
          return ` + ${num(v, `score:${part}`)} × ${num(v, key)} (${partName(t, part)})`;
        })
        .join('');
      return t('ratingPage.step.parts', {
        own: num(v, 'own'),
        ownWeight: num(v, 'ownWeight'),
        parts,
        value: num(v, 'value'),
      });
    }
    case 'minimum':
      return t(v.met ? 'ratingPage.step.minimum.met' : 'ratingPage.step.minimum.unmet', {
        valid: num(v, 'valid'),
        min: num(v, 'min'),
      });
    case 'tie_break': {
      const others = typeof v.tied === 'number' ? v.tied - 1 : '—';
      const params = { others, rank: num(v, 'rank'), value: num(v, 'value'), by: tieByName(t, v.by) };
      return v.resolved === false || v.by === null
        ? t('ratingPage.step.tieBreak.unresolved', params)
        : t('ratingPage.step.tieBreak.resolved', params);
    }
    default:
      return otherLine(t, line);
  }
}
