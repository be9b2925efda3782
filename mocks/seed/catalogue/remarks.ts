// The HTML descriptions the gateway stores as product remarks. Text is escaped here, so
// only the markup written in this file reaches the storefront's sanitiser.
import { escapeXml as esc } from '../text';
import type { BeanSpec, SeedOrigin } from '../types';
import type { BeverageSpec } from './beverages';
import type { DripSpec } from './drips';

function facts(rows: [string, string][]): string {
  const items = rows.map(([k, v]) => `<li><strong>${esc(k)}:</strong> ${esc(v)}</li>`).join('');
  return `<ul>${items}</ul>`;
}

export function beanRemarks(bean: BeanSpec, origin: SeedOrigin): string {
  return (
    `<p>${esc(bean.story)}</p>` +
    facts([
      ['Asal', origin.region],
      ['Jenis', origin.beanType],
      ['Varietas', bean.varieties],
      ['Ketinggian', bean.altitude],
      ['Proses', bean.process],
      ['Catatan rasa', bean.notes.join(', ')],
    ]) +
    `<h3>Tips seduh</h3><p>${esc(bean.brewTip)}</p>` +
    '<p><em>Disangrai setiap minggu di roastery kami di Jakarta Selatan. Simpan dalam wadah kedap udara, jauh dari sinar matahari.</em></p>'
  );
}

export function dripRemarks(drip: DripSpec, origin: SeedOrigin | null): string {
  const rows: [string, string][] = [];
  if (origin) rows.push(['Asal', origin.region], ['Jenis', origin.beanType]);
  if (drip.process) rows.push(['Proses', drip.process]);
  rows.push(['Catatan rasa', drip.notes.join(', ')], ['Isi', '12 g kopi per drip bag']);
  return (
    `<p>${esc(drip.description)}</p>${facts(rows)}` +
    '<h3>Cara seduh</h3><ol>' +
    '<li>Sobek bagian atas drip bag dan kaitkan di bibir cangkir.</li>' +
    '<li>Tuang 20 ml air 90–92°C, tunggu 30 detik agar kopi mekar.</li>' +
    '<li>Tuang sisa air perlahan hingga total 150–180 ml.</li>' +
    '</ol>'
  );
}

export function beverageRemarks(drink: BeverageSpec): string {
  return (
    `<p>${esc(drink.description)}</p>` +
    `<p><strong>Komposisi:</strong> ${esc(drink.composition)}</p>` +
    '<p><em>Dibuat saat dipesan. Ambil di toko atau pesan antar di kota cabang kami.</em></p>'
  );
}

/**
 * Remarks as a careless or compromised back office might store them: a script, an event
 * handler and a javascript: link between genuine content. Rendering this product proves
 * the storefront sanitises server HTML.
 */
export function hostileRemarks(genuine: string): string {
  return (
    genuine +
    `<script>alert('xss-script')</script>` +
    `<img src="x" onerror="alert('xss-onerror')" alt="Sertifikat kebun">` +
    `<p onclick="alert('xss-onclick')">Stok terbatas setiap musim panen.</p>` +
    `<p><a href="javascript:alert('xss-link')">Lihat sertifikat kebun</a></p>`
  );
}
