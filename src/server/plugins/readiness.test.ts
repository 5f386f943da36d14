import { describe, expect, it } from 'vitest';
import { Readiness } from './readiness';

// The one state of an instance's life (DECISIONS 62, SECURITY F5); what /readyz answers in each
// and how a closing server drains are shown on real servers in test/resilience.
describe('readiness', () => {
  it('goes from starting to ready when the server listens, and is judged for shedding only then', () => {
    const readiness = new Readiness();
    expect([readiness.state, readiness.serving, readiness.stopping]).toEqual([
      'starting',
      false,
      false,
    ]);
    readiness.listening();
    expect([readiness.state, readiness.serving, readiness.draining]).toEqual([
      'ready',
      true,
      false,
    ]);
  });

  it('leaves once, still serving, then closes once, draining', () => {
    const readiness = new Readiness();
    readiness.listening();
    expect(readiness.leave()).toBe(true);
    expect([readiness.state, readiness.serving, readiness.stopping]).toEqual([
      'leaving',
      true,
      true,
    ]);
    expect(readiness.leave()).toBe(false);
    expect(readiness.close()).toBe(true);
    expect([readiness.state, readiness.serving, readiness.draining]).toEqual([
      'closed',
      false,
      true,
    ]);
    expect(readiness.close()).toBe(false);
    expect(readiness.leave()).toBe(false);
    readiness.listening();
    expect(readiness.state).toBe('closed');
  });

  it('closes straight from starting, as an app that only answered inject does', () => {
    const readiness = new Readiness();
    expect(readiness.close()).toBe(true);
    expect([readiness.state, readiness.stopping, readiness.draining]).toEqual([
      'closed',
      true,
      true,
    ]);
  });
});
