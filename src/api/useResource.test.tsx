import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorFromResponse } from './errors';
import { type Resource, useResource } from './useResource';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

interface Load {
  key: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (reason: unknown) => void;
}

/** A loader whose every call waits until the test settles it. */
function controlledLoader() {
  const loads: Load[] = [];
  const loader = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      loads.push({ key, signal, resolve, reject });
    });
  return { loads, loader };
}

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
});

type LoaderFor = (key: string) => (signal: AbortSignal) => Promise<string>;

function Probe(props: {
  resourceKey: string;
  loader: LoaderFor;
  onRender: (resource: Resource<string>) => void;
}) {
  props.onRender(useResource(props.resourceKey, props.loader(props.resourceKey)));
  return null;
}

function renderResource(initialKey: string, loader: LoaderFor) {
  let latest: Resource<string> | undefined;
  const onRender = (resource: Resource<string>) => {
    latest = resource;
  };
  const render = (key: string) => <Probe resourceKey={key} loader={loader} onRender={onRender} />;
  const root = createRoot(document.createElement('div'));
  act(() => root.render(render(initialKey)));
  let mounted = true;
  const unmount = () => {
    if (mounted) act(() => root.unmount());
    mounted = false;
  };
  unmounts.push(unmount);
  const current = () => {
    if (!latest) throw new Error('the probe never rendered');
    return latest;
  };
  return {
    current,
    rerender: (key: string) => act(() => root.render(render(key))),
    unmount,
  };
}

async function settle(action: () => void) {
  await act(async () => {
    action();
  });
}

describe('useResource', () => {
  test('loading, then success with the data', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderResource('BN-ARB-GAYO', loader);
    expect(view.current()).toMatchObject({ status: 'loading', data: undefined });

    await settle(() => loads[0]?.resolve('Arabika Gayo'));
    expect(view.current()).toMatchObject({ status: 'success', data: 'Arabika Gayo' });
    expect(loads).toHaveLength(1);
  });

  test('error, then retry shows loading again and can succeed', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderResource('cart', loader);
    await settle(() => loads[0]?.reject(apiErrorFromResponse(500, {})));
    expect(view.current()).toMatchObject({
      status: 'error',
      error: { status: 500, userMessage: 'Ooops,  Something went wrong. Please try again later.' },
    });

    act(() => view.current().retry());
    expect(view.current().status).toBe('loading');
    expect(loads).toHaveLength(2);

    await settle(() => loads[1]?.resolve('2 items'));
    expect(view.current()).toMatchObject({ status: 'success', data: '2 items', error: undefined });
  });

  test('a key change aborts the old load and ignores its late answer', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderResource('BN-ARB-GAYO', loader);
    view.rerender('DR-TORAJA');
    expect(view.current().status).toBe('loading');
    expect(loads.map((load) => [load.key, load.signal.aborted])).toEqual([
      ['BN-ARB-GAYO', true],
      ['DR-TORAJA', false],
    ]);

    await settle(() => loads[1]?.resolve('Drip Bag Toraja'));
    await settle(() => loads[0]?.resolve('Arabika Gayo'));
    expect(view.current()).toMatchObject({ status: 'success', data: 'Drip Bag Toraja' });
  });

  test('the previous key never shows while the next one loads', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderResource('BN-ARB-GAYO', loader);
    await settle(() => loads[0]?.resolve('Arabika Gayo'));
    view.rerender('DR-TORAJA');
    expect(view.current()).toMatchObject({ status: 'loading', data: undefined });
  });

  test('reload keeps the data on screen until the new data arrives', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderResource('profile', loader);
    await settle(() => loads[0]?.resolve('Siti'));

    act(() => view.current().reload());
    expect(view.current()).toMatchObject({ status: 'success', data: 'Siti' });
    await settle(() => loads[1]?.resolve('Siti Rahayu'));
    expect(view.current()).toMatchObject({ status: 'success', data: 'Siti Rahayu' });
  });

  test('a failed reload reports the error and keeps what was shown', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderResource('profile', loader);
    await settle(() => loads[0]?.resolve('Siti'));
    act(() => view.current().reload());
    await settle(() => loads[1]?.reject(apiErrorFromResponse(403, {})));
    expect(view.current()).toMatchObject({ status: 'error', data: 'Siti', error: { status: 403 } });
  });

  test('unmounting aborts the load', () => {
    const { loads, loader } = controlledLoader();
    const view = renderResource('cart', loader);
    view.unmount();
    expect(loads[0]?.signal.aborted).toBe(true);
  });
});
