import { useState } from 'react';
import { Button, layout, RadioGroup, ResponsiveDialog } from '@/ui';
import type { FacetValue } from './facets';
import styles from './SearchResults.module.css';
import { FACET_KEYS, type FacetKey, type Filters } from './searchAddress';
import { searchTexts } from './searchTexts';

const texts = searchTexts;

/** 'Semua': no value of the filter chosen. */
const ANY = '*';

export interface SearchFiltersProps {
  /** Each filter's values with their counts, for the filters given. */
  valuesOf: (filters: Filters) => Record<FacetKey, FacetValue[]>;
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** One choice per filter ('Semua' or a value with its count); a filter with no value is left out. */
export function SearchFilters({ valuesOf, filters, onChange }: SearchFiltersProps) {
  const values = valuesOf(filters);
  return (
    <div className={layout.stack}>
      {FACET_KEYS.filter((key) => values[key].length > 0).map((key) => (
        <RadioGroup
          key={key}
          label={texts.facets[key]}
          orientation="vertical"
          value={filters[key] ?? ANY}
          onChange={(id) => {
            const { [key]: _left, ...others } = filters;
            onChange(id === ANY ? others : { ...others, [key]: id });
          }}
          options={[
            { value: ANY, label: texts.any },
            ...values[key].map((value) => ({
              value: value.id,
              label: texts.valueWithCount(value.label, value.count),
            })),
          ]}
          className={styles.facet}
        />
      ))}
    </div>
  );
}

/**
 * On phones and tablets the filters open in a sheet: choices are tried there, with their
 * counts, and the results change on 'Terapkan'; 'Reset' clears them.
 */
export function FilterSheet({ chosen, ...props }: SearchFiltersProps & { chosen: number }) {
  const [draft, setDraft] = useState<Filters | null>(null);
  return (
    <>
      <Button variant="secondary" onPress={() => setDraft(props.filters)}>
        {texts.openFilters(chosen)}
      </Button>
      <ResponsiveDialog
        title={texts.filtersHeading}
        isOpen={draft !== null}
        onOpenChange={(open) => {
          if (!open) setDraft(null);
        }}
        footer={
          <div className={styles.sheetActions}>
            <Button variant="secondary" onPress={() => setDraft({})}>
              {texts.reset}
            </Button>
            <Button
              onPress={() => {
                if (draft) props.onChange(draft);
                setDraft(null);
              }}
            >
              {texts.apply}
            </Button>
          </div>
        }
      >
        {draft && <SearchFilters valuesOf={props.valuesOf} filters={draft} onChange={setDraft} />}
      </ResponsiveDialog>
    </>
  );
}
