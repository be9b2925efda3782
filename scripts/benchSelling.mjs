// The selling screens' figures of `npm run bench` (bench.mjs): the cart with 30 lines and the
// blend builder, measured in the page bench.mjs opened on the demo build.
import { kb, median } from './benchKit.mjs';
import { screenBytes } from './routeBytes.mjs';

/**
 * The cart with 30 lines (issue 10): Siti signs in, her cart is filled by ?mockCart=30; a plus
 * press to the new total painted, and how many saves ten quick presses send.
 */
export async function measureCart(page, { base, runs }) {
  const results = {};
  await page.goto(`${base}/login?mockPanel=0`);
  await page.getByRole('textbox', { name: 'No. Telp', exact: true }).fill('081234567890');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Kopi!2024');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Okay!' }).click();
  await page.waitForURL('**/main/profile');
  await page.goto(`${base}/main/cart?mockCart=30&mockPanel=0`);
  const lines = page.getByRole('list', { name: 'Isi keranjang' }).locator(':scope > li');
  await lines.nth(29).waitFor();
  results.cartLines = await lines.count();
  const plus = page.getByRole('button', { name: /^Tambah jumlah / }).first();
  const plusName = (await plus.getAttribute('aria-label')) ?? (await plus.textContent());
  // One press: from the click to the summary's total painted with the new figure.
  const plusToTotal = [];
  for (let i = 0; i < runs; i++) {
    plusToTotal.push(
      await page.evaluate(async (name) => {
        const summary = [...document.querySelectorAll('aside')].find(
          (aside) =>
            document.getElementById(aside.getAttribute('aria-labelledby') ?? '')?.textContent ===
            'Ringkasan belanja',
        );
        const button = [...document.querySelectorAll('button')].find(
          (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
        );
        const before = summary?.textContent;
        const start = performance.now();
        button?.click();
        while (summary?.textContent === before) await new Promise((r) => requestAnimationFrame(r));
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        return performance.now() - start;
      }, plusName),
    );
  }
  results.cartPlusToTotalMs = median(plusToTotal);
  await page.getByText('Jumlah tersimpan').waitFor();
  // Ten quick presses: how many saves reach the gateway once the presses settle.
  const saves = [];
  const onRequest = (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/Cart')
      saves.push(request.url());
  };
  page.on('request', onRequest);
  for (let i = 0; i < 10; i++) await plus.click({ delay: 0 });
  await page.waitForTimeout(1500);
  await page.getByText('Jumlah tersimpan').waitFor();
  page.off('request', onRequest);
  results.cartSavesFor10Presses = saves.length;
  console.log(
    `Cart with ${results.cartLines} lines: a plus press to the new total painted, median ${results.cartPlusToTotalMs.toFixed(0)} ms (target < 50 ms; runs ${plusToTotal.map((x) => x.toFixed(0)).join(', ')}); 10 quick presses sent ${saves.length} save(s) (target 1 to 2)`,
  );
  return results;
}

/**
 * The blend builder: an addition confirmed to the chart and the remaining shares painted, and
 * the blend steps' route JS (gzip, from the production build's manifest).
 */
export async function measureBlend(page, { base, runs }) {
  const results = {};
  // The blend builder: confirming an addition ('Ya, Tambahkan') to the composition chart and
  // the remaining percentage options painted, from an empty blend each run.
  const addToPainted = [];
  for (let i = 0; i < runs; i++) {
    await page.goto(`${base}/custom-blend/pilih-biji-kopi?mockPanel=0`);
    await page.evaluate(() => sessionStorage.removeItem('customBlend'));
    await page.reload();
    for (const [group, option] of [
      ['Jenis biji kopi', 'Arabika'],
      ['Origin', 'Gayo'],
      ['Produk kopi', 'Arabika Gayo Full Wash'],
      ['Persentase', '50%'],
    ]) {
      const radio = page
        .getByRole('radiogroup', { name: group })
        .getByRole('radio', { name: option });
      await radio.locator('xpath=ancestor::label').click();
      await radio.waitFor({ state: 'attached' });
    }
    await page.getByRole('button', { name: 'Tambahkan', exact: true }).click();
    await page.getByRole('button', { name: 'Ya, Tambahkan' }).waitFor();
    addToPainted.push(
      await page.evaluate(async () => {
        const chartName = () =>
          document
            .querySelector('[role="img"][aria-label^="Komposisi blend"]')
            ?.getAttribute('aria-label');
        // The percentage options shrink (50 taken: 25 and 50 are left), so the radios change.
        const radios = () => document.querySelectorAll('input[type="radio"]').length;
        const [chartBefore, radiosBefore] = [chartName(), radios()];
        const confirm = [...document.querySelectorAll('button')].find(
          (b) => b.textContent === 'Ya, Tambahkan',
        );
        const start = performance.now();
        confirm?.click();
        while (chartName() === chartBefore || radios() === radiosBefore)
          await new Promise((r) => requestAnimationFrame(r));
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        return performance.now() - start;
      }),
    );
  }
  results.blendAddToPaintedMs = median(addToPainted);
  const blendScreen = screenBytes('dist')?.find(({ key }) => key.includes('features/blend/'));
  results.blendRouteJsGzipBytes = blendScreen && {
    chunk: blendScreen.chunkBytes,
    beyondShell: blendScreen.beyondShell,
    total: blendScreen.bytes,
  };
  console.log(
    `Blend builder: confirming an addition to the chart and remaining percentages painted, median ${results.blendAddToPaintedMs.toFixed(0)} ms (target < 50 ms; runs ${addToPainted.map((x) => x.toFixed(0)).join(', ')})`,
  );
  console.log(
    blendScreen
      ? `Blend steps' route JS (gzip, production build): its own chunk ${kb(blendScreen.chunkBytes)}; ${kb(blendScreen.beyondShell)} loaded after the shell, shared chunks included; ${kb(blendScreen.bytes)} in all`
      : "Blend steps' route JS: unknown (dist/ has no .vite/manifest.json; run npm run build)",
  );
  return results;
}
