import { findLoadingArea } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ApiError } from '@/api/errors';
import type { Resource } from '@/api/serverData';
import { blendTexts } from '../texts';
import { Loaded, Problem } from './StepStates';

/** What every step of the builder shows while its options load, fail, or cannot go on. */
function StepStates({ resource, problem }: { resource: Resource<string>; problem?: string }) {
  return (
    <>
      <Loaded resource={resource} loadingLabel="Memuat pilihan kemasan…">
        {(data) => <p>{data}</p>}
      </Loaded>
      {problem && <Problem>{problem}</Problem>}
    </>
  );
}

const resource = (state: Partial<Resource<string>>) =>
  ({
    data: undefined,
    error: undefined,
    retry: fn(),
    reload: fn(),
    outOfDate: false,
    ...state,
  }) as Resource<string>;

const meta = preview.meta({
  title: 'Parts/Blend/StepStates',
  component: StepStates,
  args: { resource: resource({ status: 'success', data: 'Biji Kopi · Drip Bag' }) },
});

/** Loading: named for a screen reader, nothing to press yet. */
export const Loading = meta.story({
  args: { resource: resource({ status: 'loading' }) },
  play: async ({ canvasElement }) => {
    await findLoadingArea(canvasElement, 'Memuat pilihan kemasan…');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
});

/** The gateway failed: the builder's words, and 'Coba lagi' reads it again. */
export const Failed = meta.story({
  args: {
    resource: resource({
      status: 'error',
      error: new ApiError({
        status: 500,
        error: 'server_error',
        description: 'upstream timeout',
        userMessage: 'Server sedang bermasalah.',
      }),
    }),
  },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Data blend gagal dimuat.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(args.resource.retry).toHaveBeenCalledOnce();
  },
});

/** Loaded: the step's own content, and no stand-in left. */
export const LoadedOptions = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Biji Kopi · Drip Bag')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** What was chosen cannot go on: said at once, as an alert. */
export const CannotGoOn = meta.story({
  args: { problem: blendTexts.beans.missingChoice },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Pastikan kamu telah memilih biji kopi, origin, produk kopi dan persentase ya!',
    );
  },
});
