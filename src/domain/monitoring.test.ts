import { describe, expect, it } from 'vitest';
import {
  ALERT_KIND_LABELS,
  ALERT_KINDS,
  ALERT_STATES,
  DEFAULT_MONITORING_INTERVAL,
  DEFAULT_MONITORING_WATCH_DAYS,
  MONITORING_INTERVALS,
  MONITORING_WATCH_DAYS,
  WATCHED_DEVICE_ROLES,
} from './monitoring';

describe('the monitoring settings an organization chooses from', () => {
  it('watch a settled device for 30, 90 or 180 days, or not at all (0), 90 by default', () => {
    expect(MONITORING_WATCH_DAYS).toEqual([0, 30, 90, 180]);
    expect(DEFAULT_MONITORING_WATCH_DAYS).toBe(90);
  });

  it('search a watched device again weekly (the default) or daily', () => {
    expect(MONITORING_INTERVALS).toEqual(['weekly', 'daily']);
    expect(DEFAULT_MONITORING_INTERVAL).toBe('weekly');
  });

  it('watch the claimed device and its replacement', () => {
    expect(WATCHED_DEVICE_ROLES).toEqual(['claimed', 'replacement']);
  });
});

describe('alerts', () => {
  it('are labelled, each kind with its own label', () => {
    const labels = ALERT_KINDS.map((kind) => ALERT_KIND_LABELS[kind]);
    expect(labels).toEqual([
      'Block removed',
      'Block added',
      'Activation lock switched off',
      'Found record',
      'New claim at another insurer',
      'New searches by other users',
      'Certificate colour changed',
    ]);
  });

  it('are open until a handler marks them reviewed', () => {
    expect(ALERT_STATES).toEqual(['open', 'reviewed']);
  });
});
