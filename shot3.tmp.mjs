import { chromium } from "playwright";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: 390, height: 844 } });
const pages = ["angle","area","bmi","color","cooking","data-storage","energy","fuel-economy","length","number-base","power","pressure","speed","temperature","text-tools","volume","weight"];
const blog = ["essential-writing-tools-guide","financial-currency-converter-tips","health-bmi-calculator-guide","measurement-length-converter-guide","measurement-temperature-converter-guide","measurement-volume-converter-guide","technical-color-converter-guide","time-age-calculator-guide"].map(s=>"blog/"+s);
for (const path of [...pages, ...blog]) {
  await p.goto("http://127.0.0.1:4392/" + path);
  const r = await p.evaluate(() => [...document.querySelectorAll(".prose-text table, article table")].map((t) => [t.scrollWidth, t.clientWidth]));
  const over = r.filter(([s, c]) => s > c);
  if (over.length) console.log(path, JSON.stringify(over));
}
await b.close();
