import { cx, Link, layout, opensInNewTab, PageHeader } from '@/ui';
import styles from './PartnershipScreen.module.css';
import { partnershipLinks, partnershipTexts } from './texts';

/** /partnership: what the roastery offers businesses and how to reach the partnership team. */
export default function PartnershipScreen() {
  return (
    <div className={layout.page}>
      <PageHeader
        eyebrow={partnershipTexts.eyebrow}
        title={partnershipTexts.title}
        lead={partnershipTexts.intro}
        className={styles.header}
      />

      <section aria-labelledby="kemitraan-penawaran" className={cx(layout.stack, styles.offers)}>
        <h2 id="kemitraan-penawaran" className={styles.sectionTitle}>
          {partnershipTexts.offersTitle}
        </h2>
        <ul className={cx(layout.cardGrid, styles.offerList)}>
          {partnershipTexts.offers.map((offer) => (
            <li key={offer.title} className={cx(layout.card, layout.stack, styles.offer)}>
              <h3 className={styles.offerTitle}>{offer.title}</h3>
              <p className={layout.muted}>{offer.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="kemitraan-kontak" className={cx(layout.stack, styles.contact)}>
        <h2 id="kemitraan-kontak" className={styles.sectionTitle}>
          {partnershipTexts.contactTitle}
        </h2>
        <p>{partnershipTexts.contactText}</p>
        <dl className={cx(layout.cluster, styles.channels)}>
          <div>
            <dt>{partnershipTexts.emailLabel}</dt>
            <dd>
              <Link href={partnershipLinks.email} className={styles.channelLink}>
                {partnershipTexts.email}
              </Link>
            </dd>
          </div>
          <div>
            <dt>{partnershipTexts.whatsappLabel}</dt>
            <dd>
              <Link
                href={partnershipLinks.whatsapp}
                {...opensInNewTab}
                className={styles.channelLink}
              >
                {partnershipTexts.whatsapp}
              </Link>
            </dd>
          </div>
        </dl>
        <p className={styles.hours}>{partnershipTexts.hours}</p>
      </section>
    </div>
  );
}
