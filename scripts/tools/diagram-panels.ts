/**
 * For authors choosing a diagram's phone panels (data-phone-panels on the source <svg>, build-tools/diagrams.ts):
 * lists the labels a panel cuts or no panel shows whole (mark a title the page already says with data-phone-omit to
 * leave it out on purpose), and with --png DIR writes each panel as a phone shows it (358 px wide,
 * light and dark) so the cut can be looked at.
 *
 *   npx tsx scripts/tools/diagram-panels.ts static/img/web/AdapterRequestFlow.svg [more.svg …] [--png /tmp/panels]
 *
 * Without files it checks every diagram that has panels. Exits 1 when a label is cut, an arrow starts or ends outside
 * a panel it reaches into (a phone would show it pointing at nothing), a panel is wider than 420
 * units (13-unit labels would fall under 11 CSS px). A panel may reach beyond the viewBox: what is drawn there is for
 * phones only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';

import {darkDiagram, panelDiagram, phonePanels} from '../../build-tools/diagrams';
import {readSourceDiagram, sourceDiagramFiles} from '../../plugins/diagram-variants';
import {chromiumArgs, findChromium} from '../../tests/support/browser';
import {arrowsCutByPanels, describeCut, describeCutArrow, labelsCutByPanels} from '../../tests/support/diagram-panels';
import {runAsScript} from '../lib/run-as-script';

const maxPanelWidth = 420;
const phoneColumn = 358;

const imageDir = path.join(__dirname, '..', '..', 'static', 'img');

async function main(args: string[]): Promise<number> {
  const pngIndex = args.indexOf('--png');
  const pngDir = pngIndex >= 0 ? args[pngIndex + 1] : undefined;
  const files = args.filter((_, index) => pngIndex < 0 || (index !== pngIndex && index !== pngIndex + 1));
  const targets = (files.length > 0 ? files : sourceDiagramFiles(imageDir)).filter(
    (file) => phonePanels(fs.readFileSync(file, 'utf8')).length > 0 || files.length > 0,
  );
  const executablePath = findChromium();
  const browser = await chromium.launch({...(executablePath ? {executablePath} : {}), args: chromiumArgs});
  const page = await browser.newPage();
  let problems = 0;
  for (const file of targets) {
    const svg = readSourceDiagram(file);
    const name = path.basename(file, '.svg');
    const panels = phonePanels(svg);
    const findings: string[] = [];
    if (panels.length === 0) findings.push('no data-phone-panels');
    panels.forEach((panel, index) => {
      if (panel.width > maxPanelWidth)
        findings.push(`panel ${index + 1} is ${panel.width} units wide (at most ${maxPanelWidth})`);
    });
    for (const label of await labelsCutByPanels(page, svg, panels)) findings.push(describeCut(label));
    for (const arrow of await arrowsCutByPanels(page, svg, panels)) findings.push(describeCutArrow(arrow));
    if (pngDir) {
      fs.mkdirSync(pngDir, {recursive: true});
      for (const [index, panel] of panels.entries()) {
        for (const dark of [false, true]) {
          const variant = panelDiagram(svg, panel);
          await page.setContent(
            `<body style="margin:0;background:${dark ? '#1b1b1d' : '#fff'}"><img style="width:${phoneColumn}px;display:block" src="data:image/svg+xml;base64,${Buffer.from(dark ? darkDiagram(variant, name) : variant).toString('base64')}"></body>`,
          );
          await page
            .locator('img')
            .screenshot({path: path.join(pngDir, `${name}.phone-${index + 1}${dark ? '.dark' : ''}.png`)});
        }
      }
    }
    problems += findings.length;
    console.log(
      `${findings.length === 0 ? 'ok ' : 'BAD'} ${path.relative(process.cwd(), file)}: ${panels.length} panel(s)`,
    );
    for (const finding of findings) console.log(`    ${finding}`);
  }
  await browser.close();
  if (pngDir) console.log(`panels written to ${pngDir}`);
  return problems > 0 ? 1 : 0;
}

runAsScript(module, main);
