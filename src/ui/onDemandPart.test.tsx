import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { onDemandPart } from './onDemandPart';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let container: HTMLElement;
afterEach(() => container?.remove());

const Greeting = ({ name }: { name: string }) => <p>Halo {name}</p>;
const Skeleton = () => <p>Memuat…</p>;
const offline = () => new TypeError('Failed to fetch dynamically imported module: /assets/g.js');
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

async function mount(element: React.ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return root;
}

test('shows the skeleton while downloading, then the part', async () => {
  let arrive: (part: typeof Greeting) => void = () => undefined;
  const Part = onDemandPart(() => new Promise<typeof Greeting>((r) => (arrive = r)), { Skeleton });
  await mount(<Part name="Siti" />);
  expect(container.textContent).toBe('Memuat…');
  arrive(Greeting);
  await settle();
  expect(container.textContent).toBe('Halo Siti');
});

type Named = { name: string; isOpen: boolean };

test.each([
  ['a part on the page', { Skeleton }],
  ['a dialog', { isOpen: (props: Named) => props.isOpen, loadsAfterRender: false }],
] as const)(
  '%s whose download fails says so, and Coba lagi downloads again',
  async (_, options) => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(offline())
      .mockResolvedValue(Greeting);
    const Part = onDemandPart<Named>(load, options);
    await mount(<Part name="Budi" isOpen />);
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'Tidak dapat terhubung ke server.',
    );
    await act(async () => container.querySelector('button')?.click());
    await settle();
    expect(container.textContent).toBe('Halo Budi');
    expect(load).toHaveBeenCalledTimes(2);
  },
);

test('a dialog is not there before it opens, and stays mounted after it closes', async () => {
  const load = vi.fn(async () => ({ isOpen }: { isOpen: boolean }) => (
    <p>{isOpen ? 'terbuka' : 'menutup'}</p>
  ));
  const Dialog = onDemandPart(load, { isOpen: (props) => props.isOpen });
  const root = await mount(<Dialog isOpen={false} />);
  await settle();
  // Downloaded once the holder rendered and the page is idle (not competing with its first
  // render), shown only once opened.
  expect(load).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
  expect(container.textContent).toBe('');
  await act(async () => root.render(<Dialog isOpen />));
  expect(container.textContent).toBe('terbuka');
  await act(async () => root.render(<Dialog isOpen={false} />));
  expect(container.textContent).toBe('menutup');
});

test('pre-rendering waits for the part, and hydration keeps its HTML', async () => {
  const Part = onDemandPart(async () => Greeting, { Skeleton });
  const { prelude } = await prerender(<Part name="Siti" />);
  const html = await new Response(prelude).text();
  expect(html).toMatch(/<p>Halo <!-- -->Siti<\/p>/);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, <Part name="Siti" />);
  });
  expect(container.textContent).toBe('Halo Siti');
  expect(errors).not.toHaveBeenCalled();
});

test('a dialog opened while its code downloads shows once it arrives', async () => {
  let arrive: (part: typeof Greeting) => void = () => undefined;
  const Dialog = onDemandPart(() => new Promise<typeof Greeting>((r) => (arrive = r)), {
    isOpen: (props: Named) => props.isOpen,
    loadsAfterRender: false,
  });
  await mount(<Dialog name="Siti" isOpen />);
  expect(container.textContent).toBe('');
  arrive(Greeting);
  await settle();
  expect(container.textContent).toBe('Halo Siti');
});
