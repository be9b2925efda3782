import { loadingStory, mobile } from '@kit/dom';
import preview from '#.storybook/preview';
import { SharedBlendsSkeleton } from './SharedBlendsSkeleton';

const LOADING = 'Memuat blend yang kamu bagikan';

/**
 * The shape of two shared blends' cards while the profile's 'Blend Dibagikan' list loads
 * (SharedBlendsPanel, and the tab's lazily loaded panel in ProfileScreen).
 */
const meta = preview.meta({
  title: 'Parts/Profile/SharedBlendsSkeleton',
  component: SharedBlendsSkeleton,
});

/** Busy, saying what loads; the placeholders say nothing, and there is no list yet. */
export const Loading = meta.story(loadingStory(LOADING, ['list', 'link']));

/** On a phone the two cards stack within the screen. */
export const OnAPhone = meta.story({ ...loadingStory(LOADING, ['list', 'link']), globals: mobile });
