import type { Branch } from '@/api/branches';
import { imageUrl } from '@/lib/images';
import { cx, layout, RadioGroup } from '@/ui';
import { branchAddress } from '../branchDisplay';
import { branchTexts as texts } from '../texts';
import { BranchMapLink } from './BranchMapLink';
import styles from './BranchPicker.module.css';

export interface BranchPickerProps {
  branches: readonly Branch[];
  chosen: string | null;
  onChoose: (code: string) => void;
  isDisabled?: boolean;
}

/**
 * The shop's branches to choose from (SPEC §2 'Select branch'): a radio each, named by the
 * branch and described by its address; the chosen one shows its picture and map link.
 */
export function BranchPicker({ branches, chosen, onChoose, isDisabled }: BranchPickerProps) {
  const branch = branches.find((candidate) => candidate.code === chosen) ?? null;
  return (
    <div className={cx(layout.stack, styles.picker)}>
      <RadioGroup
        label={texts.branchesLabel}
        orientation="vertical"
        isRequired
        isDisabled={isDisabled}
        value={chosen}
        onChange={onChoose}
        options={branches.map((candidate) => ({
          value: candidate.code,
          label: candidate.name,
          description: branchAddress(candidate),
        }))}
      />
      {branch && <ChosenBranch branch={branch} />}
    </div>
  );
}

function ChosenBranch({ branch }: { branch: Branch }) {
  const picture = imageUrl(branch.imageUrl);
  return (
    <figure className={styles.chosen}>
      {picture && <img className={styles.picture} src={picture} alt="" width={320} height={180} />}
      <figcaption className={cx(layout.stack, styles.caption)}>
        <strong>{branch.name}</strong>
        <span>{branchAddress(branch)}</span>
        <BranchMapLink branch={branch} className={styles.map} />
      </figcaption>
    </figure>
  );
}
