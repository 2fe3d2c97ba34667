// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClinicStatusChannel, ClinicStatusEvent } from '../../src/api/types';
import { reset, setClinicOnline } from '../../src/testing/mock-clinic/controls';
import { openMockClinicStatusChannel } from '../../src/testing/mock-clinic/socket';
import { getJson } from './helpers';

const open: ClinicStatusChannel[] = [];

function listen(): { channel: ClinicStatusChannel; events: ClinicStatusEvent[] } {
  const channel = openMockClinicStatusChannel('any-token');
  open.push(channel);
  const events: ClinicStatusEvent[] = [];
  for (const event of ['oscarOnline', 'oscarOffline', 'connect_error'] as const) {
    channel.on(event, () => events.push(event));
  }
  return { channel, events };
}

afterEach(() => {
  open.splice(0).forEach((channel) => channel.close());
});

describe('the clinic-status channel', () => {
  it('reports the current state after opening, never during the call', async () => {
    const { events } = listen();
    expect(events).toEqual([]);
    await vi.waitFor(() => expect(events).toEqual(['oscarOnline']));
  });

  it('tells every open channel when the clinic goes offline and back, and oscarStatus agrees', async () => {
    const first = listen();
    const second = listen();
    await vi.waitFor(() => expect(second.events).toEqual(['oscarOnline']));

    setClinicOnline(false);
    await vi.waitFor(() => expect(first.events).toEqual(['oscarOnline', 'oscarOffline']));
    await vi.waitFor(() => expect(second.events).toEqual(['oscarOnline', 'oscarOffline']));
    expect((await getJson('/services/oscarStatus')).body).toEqual({ status: false });

    setClinicOnline(true);
    await vi.waitFor(() =>
      expect(first.events).toEqual(['oscarOnline', 'oscarOffline', 'oscarOnline']),
    );
    expect((await getJson('/services/oscarStatus')).body).toEqual({ status: true });
  });

  it('opens offline when the clinic is offline', async () => {
    setClinicOnline(false);
    const { events } = listen();
    await vi.waitFor(() => expect(events).toEqual(['oscarOffline']));
  });

  it('stays quiet once closed', async () => {
    const { channel, events } = listen();
    await vi.waitFor(() => expect(events).toEqual(['oscarOnline']));
    channel.close();
    setClinicOnline(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['oscarOnline']);
  });

  it('reports the clinic back online after reset()', async () => {
    setClinicOnline(false);
    const { events } = listen();
    await vi.waitFor(() => expect(events).toEqual(['oscarOffline']));
    reset();
    await vi.waitFor(() => expect(events).toEqual(['oscarOffline', 'oscarOnline']));
  });
});
