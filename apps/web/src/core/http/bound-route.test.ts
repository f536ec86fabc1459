import { exportTaskResults, listTaskResults } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { boundRoute } from './api';

describe('boundRoute', () => {
  it('fills the path parameters of a descriptor and keeps its method, so each parent has its own list path', () => {
    expect(boundRoute(listTaskResults, { taskId: 7 })).toEqual({ method: 'GET', path: '/comp/rating/7/results' });
    expect(boundRoute(exportTaskResults, { taskId: 12 })).toEqual({ method: 'POST', path: '/comp/rating/12/export' });
  });

  it('refuses a missing parameter instead of calling a path with ":taskId" in it', () => {
    expect(() => boundRoute(listTaskResults, {})).toThrow('/comp/rating/:taskId/results: no value for :taskId');
  });
});
