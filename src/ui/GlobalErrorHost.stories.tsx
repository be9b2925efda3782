import { findModal, modalGone, page } from '@kit/dom';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from './Button';
import { type GlobalError, GlobalErrorHost } from './GlobalErrorHost';

const meta = preview.meta({
  title: 'UI/GlobalErrorHost',
  component: GlobalErrorHost,
  args: {
    error: { title: 'Error!', message: 'Forbidden. You do not have access.' },
    onDismiss: fn(),
  },
});

export const ShowsTheError = meta.story({
  play: async ({ args }) => {
    const dialog = await findModal('Error!', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription('Forbidden. You do not have access.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Okay!' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
});

export const NothingWithoutAnError = meta.story({
  args: { error: null },
  play: async () => {
    await expect(page.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
});

const dismissed = fn();

function Host() {
  const [error, setError] = useState<GlobalError | null>(null);
  return (
    <div style={{ padding: 24 }}>
      <Button
        onPress={() =>
          setError({
            title: 'Error!',
            message: 'Ooops,  Something went wrong. Please try again later.',
          })
        }
      >
        Muat ulang
      </Button>
      <GlobalErrorHost
        error={error}
        onDismiss={() => {
          dismissed();
          setError(null);
        }}
      />
    </div>
  );
}

export const DismissHidesIt = meta.story({
  render: () => <Host />,
  play: async ({ canvasElement }) => {
    dismissed.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Muat ulang' }));
    const dialog = await findModal('Error!', 'alertdialog');
    await expect(dialog).toHaveTextContent('Something went wrong. Please try again later.');
    await userEvent.keyboard('{Enter}');
    await expect(dismissed).toHaveBeenCalledOnce();
    // The message stays readable while the dialog fades out, then it is gone.
    await expect(dialog).toHaveTextContent('Something went wrong');
    await modalGone('alertdialog');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Muat ulang' })).toHaveFocus(),
    );
  },
});
