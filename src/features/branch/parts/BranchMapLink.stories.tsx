import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { BranchMapLink } from './BranchMapLink';

const KEMANG_MAP = 'https://maps.google.com/?q=Kopi+Nusantara+Kemang';

/** 'Lihat peta' for one branch: its map in a new tab, or nothing where the address is unsafe. */
const meta = preview.meta({
  title: 'Parts/Branch/BranchMapLink',
  component: BranchMapLink,
  args: { branch: { name: 'Kopi Nusantara Kemang', gMapsUrl: KEMANG_MAP } },
});

/** Reads 'Lihat peta', names its branch and the new tab, and leaves the shop's page alone. */
export const ToTheBranchsMap = meta.story({
  play: async ({ canvas }) => {
    const map = canvas.getByRole('link', {
      name: 'Lihat peta Kopi Nusantara Kemang (membuka tab baru)',
    });
    await expect(map).toHaveTextContent(/^Lihat peta$/);
    await expect(map).toHaveAttribute('href', KEMANG_MAP);
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

/** The gateway's address with spaces around it: the link goes to the address itself. */
export const AddressWithSpacesAround = meta.story({
  args: { branch: { name: 'Kopi Nusantara Braga', gMapsUrl: `  ${KEMANG_MAP}\n` } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Lihat peta Kopi Nusantara Braga (membuka tab baru)' }),
    ).toHaveAttribute('href', KEMANG_MAP);
  },
});

const offersNoLink = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(canvasElement).toBeEmptyDOMElement();
};

/** A script in place of a map address is never made a link. */
export const ScriptAddressIsNotOffered = meta.story({
  args: { branch: { name: 'Kopi Nusantara Kemang', gMapsUrl: 'javascript:alert(1)' } },
  play: offersNoLink,
});

/** A map over plain http is not offered either: only https is followed. */
export const PlainHttpIsNotOffered = meta.story({
  args: {
    branch: { name: 'Kopi Nusantara Kemang', gMapsUrl: 'http://maps.google.com/?q=Kemang' },
  },
  play: offersNoLink,
});

/** No map address, or one that is no address at all: nothing rather than a dead link. */
export const NoMapAddress = meta.story({
  args: { branch: { name: 'Kopi Nusantara Kemang', gMapsUrl: null } },
  play: offersNoLink,
});

export const NotAnAddress = meta.story({
  args: { branch: { name: 'Kopi Nusantara Kemang', gMapsUrl: 'Jl. Kemang Raya No. 18' } },
  play: offersNoLink,
});
