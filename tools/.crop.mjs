import { chromium } from 'playwright-core';
const [a, b, x, y, w, h] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(w) * 2, height: Number(h) * 4 + 10 } });
const fs = await import('node:fs');
const url = (f) => `data:image/png;base64,${fs.readFileSync(f).toString('base64')}`;
await page.setContent(`<style>body{margin:0}div{width:${w*2}px;height:${h*2}px;background-size:${2*1}00%;overflow:hidden;position:relative}img{position:absolute;left:${-x*2}px;top:${-y*2}px;transform-origin:0 0;transform:scale(2)}</style><div><img src="${url(a)}"></div><hr><div><img src="${url(b)}"></div>`);
await page.screenshot({ path: '/tmp/crop.png' });
await browser.close();
