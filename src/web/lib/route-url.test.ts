import { describe, expect, it } from 'vitest';
import { checkList, deviceChecksDeletion } from '@/domain/contracts/checks';
import { alertReview } from '@/domain/contracts/monitoring';
import { routeUrl } from './api-client';

describe('routeUrl', () => {
  it("puts each param, encoded, in its place in the contract's path", () => {
    expect(routeUrl(alertReview, { params: { id: 'a/b c' } })).toBe('/api/v1/alerts/a%2Fb%20c/review');
    expect(routeUrl(deviceChecksDeletion, { params: { imei: '353328110000013' } })).toBe(
      '/api/v1/checks/by-imei/353328110000013',
    );
  });

  it('adds the query values that are given, in their order, and leaves out the empty ones', () => {
    expect(
      routeUrl(checkList, {
        query: { page: 2, pageSize: 25, search: '', from: '2026-11-01', to: undefined },
      }),
    ).toBe('/api/v1/checks?page=2&pageSize=25&from=2026-11-01');
    expect(routeUrl(checkList.export, { query: { search: '35 33' } })).toBe(
      '/api/v1/checks/export.csv?search=35+33',
    );
  });

  it('refuses to build a path whose param is missing', () => {
    expect(() => routeUrl(alertReview, {})).toThrow('/api/v1/alerts/:id/review needs the param id');
  });
});
