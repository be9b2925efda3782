import { useAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { hrefs } from '@/lib/paths';
import { countCharacters } from '@/lib/text';
import { Button, cx, Link, layout, SectionCard, TextField } from '@/ui';
import styles from '../BlendScreen.module.css';
import { blendAtom } from '../blendAtom';
import { BLEND_NAME_MAX, checkBlendName } from '../blendName';
import { withName } from '../blendRules';
import { blendTexts } from '../texts';

const t = blendTexts.name;

/** Step 3: the name printed on the label; required, trimmed, at most 40 characters. */
export function NameStep() {
  const [blend, setBlend] = useAtom(blendAtom);
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState(blend.name);
  const [isChecked, setIsChecked] = useState(false);
  const check = checkBlendName(typed);
  const problem =
    !isChecked || check.ok
      ? undefined
      : check.problem === 'required'
        ? t.required
        : t.tooLong(BLEND_NAME_MAX);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    if (!check.ok) return;
    setBlend((current) => withName(current, check.name));
    navigate(hrefs.blendStep('hasil-akhir'));
  };

  return (
    <SectionCard title={t.cardTitle}>
      <form className={cx(layout.stack, styles.fields)} onSubmit={submit} noValidate>
        <TextField
          label={t.label}
          isRequired
          value={typed}
          onChange={setTyped}
          description={t.description(countCharacters(typed.trim()), BLEND_NAME_MAX)}
          isInvalid={problem !== undefined}
          errorMessage={problem}
          autoComplete="off"
        />
        <div className={cx(layout.cluster, styles.actions)}>
          <Link variant="secondary" href={hrefs.blendStep('pilih-kemasan-produk')}>
            {blendTexts.back}
          </Link>
          <Button variant="primary" type="submit">
            {blendTexts.next}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
