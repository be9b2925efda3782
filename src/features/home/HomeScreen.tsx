import { useAtomValue } from 'jotai';
import { type ComponentType, lazy, Suspense } from 'react';
import { catalogueQueries, type ShownCategoryAlias } from '@/api/catalogue';
import { useServerData } from '@/api/serverData';
import { STORAGE_KEYS, writeJson } from '@/lib/storage';
import { isAuthenticatedAtom, sessionAtom } from '@/state/session';
import { cx, layout } from '@/ui';
import { CategoryCards, type CategoryCardsState } from './CategoryCards';
import { HeroSection } from './HeroSection';
import styles from './HomeScreen.module.css';
import { MemberSection } from './MemberSection';
import { type PageSection, SectionDots } from './SectionDots';
import { homeTexts } from './texts';
import { scrollToSection, useActiveSection } from './useActiveSection';

const SECTIONS = [
  { id: 'beranda', label: homeTexts.sections.hero },
  { id: 'kategori', label: homeTexts.sections.categories },
  { id: 'member', label: homeTexts.sections.member },
] as const satisfies readonly PageSection[];

// Loaded beside the screen, not in it: home's route budget has no room for it. The
// pre-rendered page has it in its HTML, which hydration keeps until it arrives; one that
// cannot be downloaded leaves the page without it, never without the page.
const HomeStructuredData = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./HomeStructuredData').catch(() => ({ default: () => null })),
);

const SECTION_IDS = SECTIONS.map((section) => section.id);
const [heroSection, categorySection, memberSection] = SECTIONS;

/** The products screen opens on the tab of the category picked here (SPEC §2 Home). */
function rememberCategory(alias: ShownCategoryAlias): void {
  writeJson(STORAGE_KEYS.selectedCategory, alias);
}

/** Home (/): hero, category cards and the member invitation, with dots to move between them. */
export default function HomeScreen() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const { profile } = useAtomValue(sessionAtom);
  const categories = useServerData(catalogueQueries.categories);
  const activeId = useActiveSection(SECTION_IDS);

  const cardsState: CategoryCardsState =
    categories.status === 'success'
      ? { status: 'success', categories: categories.data }
      : categories.status === 'error'
        ? { status: 'error', onRetry: categories.retry }
        : { status: 'loading' };
  const categoriesHeadingId = `${categorySection.id}-judul`;

  return (
    <div className={styles.home}>
      <HeroSection id={heroSection.id} />
      <section
        id={categorySection.id}
        aria-labelledby={categoriesHeadingId}
        tabIndex={-1}
        className={styles.section}
      >
        <div className={styles.sectionInner}>
          <header className={cx(layout.stack, styles.sectionHeader)}>
            <h2 id={categoriesHeadingId} className={styles.sectionTitle}>
              {homeTexts.categoriesTitle}
            </h2>
            <p className={styles.sectionIntro}>{homeTexts.categoriesIntro}</p>
          </header>
          <CategoryCards state={cardsState} onSelect={rememberCategory} />
        </div>
      </section>
      <MemberSection
        id={memberSection.id}
        isAuthenticated={isAuthenticated}
        firstName={profile?.firstName}
      />
      <SectionDots
        label={homeTexts.sectionNav}
        sections={SECTIONS}
        activeId={activeId}
        onSelect={scrollToSection}
      />
      <Suspense fallback={null}>
        <HomeStructuredData />
      </Suspense>
    </div>
  );
}
