import { describe, expect, it, vi } from 'vitest';
import { NOTICE_DURATION_MS, notify } from './notify';
import { notifyRuleFailure, type RulesOutcome, rulesResolver } from './rules-resolver';

const rules = ({ imei }: { imei: string }): RulesOutcome<{ imei: string }> =>
  imei
    ? { ok: true, values: { imei: imei.replace(/\D/g, '') } }
    : { ok: false, title: 'Validation Error', message: 'Please enter an IMEI number' };

const run = (imei: string) =>
  rulesResolver(rules)({ imei }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('rulesResolver', () => {
  it('sends what the rules answer when they pass', async () => {
    expect(await run('35-209900-176148-1')).toEqual({ values: { imei: '352099001761481' }, errors: {} });
  });

  it('stops at the failing rule, kept as the root error with the notice title, and marks no field', async () => {
    expect(await run('')).toEqual({
      values: {},
      errors: { root: { type: 'Validation Error', message: 'Please enter an IMEI number' } },
    });
  });

  it("shows the failing rule's notice under its own title, for as long as form notices stay", async () => {
    const error = vi.spyOn(notify, 'error').mockReturnValue('');
    const { errors } = await run('');
    notifyRuleFailure(errors);
    expect(error).toHaveBeenCalledWith('Validation Error', 'Please enter an IMEI number', NOTICE_DURATION_MS);
    error.mockRestore();
  });
});
