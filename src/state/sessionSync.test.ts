import { afterEach, describe, expect, test } from 'vitest';
import {
  announceSignIn,
  announceSignOut,
  onSessionElsewhere,
  type SessionChange,
} from './sessionSync';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Another tab of the shop: the channel's own name, as a second page would open it. */
function otherTab() {
  const channel = new BroadcastChannel('kopi-session');
  stops.push(() => channel.close());
  return channel;
}

/** The next change a listener of this tab hears. */
function nextChangeHeard(): Promise<SessionChange> {
  return new Promise((resolve) => stops.push(onSessionElsewhere(resolve)));
}

describe('the session announced to the other tabs', () => {
  test('a sign-in and a logout are heard by another tab', async () => {
    const tab = otherTab();
    const heard: unknown[] = [];
    const twoHeard = new Promise<void>((resolve) => {
      tab.onmessage = (event) => {
        heard.push(event.data);
        if (heard.length === 2) resolve();
      };
    });
    announceSignIn();
    announceSignOut();
    await twoHeard;
    expect(heard).toMatchObject([{ change: 'signed-in' }, { change: 'signed-out' }]);
  });

  test('a listener hears what another tab says', async () => {
    const heard = nextChangeHeard();
    otherTab().postMessage({ change: 'signed-in', from: 'another-tab' });
    await expect(heard).resolves.toBe('signed-in');
  });

  test('a listener does not hear its own tab, nor messages of another shape', async () => {
    const heard = nextChangeHeard();
    announceSignIn();
    otherTab().postMessage('signed-in');
    otherTab().postMessage({ change: 'hacked', from: 'another-tab' });
    // What comes after them is the first thing heard.
    otherTab().postMessage({ change: 'signed-out', from: 'another-tab' });
    await expect(heard).resolves.toBe('signed-out');
  });
});
