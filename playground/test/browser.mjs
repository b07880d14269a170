// The playground in a real browser: headless Chromium (Debian's
// chromium package) driven by playwright-core. It types URLs and opens
// share links, and holds what the page shows to what the command-line
// tool says of the same inputs (`rfc1738 --grammar G check --format
// jsonl`, `--grammar all check`, RFC 3986's `parse --format json` and
// `normalize`, RFC 3987's `parse --format json` and `to-uri`, `explain`,
// `resolve`, `generate`). Run
// by playground/test/run, which serves the built site first.
//
// Environment: PLAYGROUND_URL (the site, e.g. http://127.0.0.1:8000/),
// RFC1738_CLI (the tool; default target/debug/rfc1738), CHROMIUM
// (default /usr/bin/chromium), SCREENSHOT (default
// target/playground/screenshot.png), FIRST_RESULT_MS (the limit on the
// first result, default 3000), UPDATE_MS (the limit on one update of a
// 4 kB input, default 250).

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const site = process.env.PLAYGROUND_URL;
const cli = process.env.RFC1738_CLI || join(root, 'target/debug/rfc1738');
const browserPath = process.env.CHROMIUM || '/usr/bin/chromium';
const screenshot = process.env.SCREENSHOT || join(root, 'target/playground/screenshot.png');
const firstResultLimit = Number(process.env.FIRST_RESULT_MS || 3000);
const updateLimit = Number(process.env.UPDATE_MS || 250);
const GRAMMARS = ['rfc1738', 'rfc1630', 'rfc2396', 'rfc3986', 'rfc3987'];
/** The grammars whose card names the kinds of the host and the path. */
const KINDS = ['rfc3986', 'rfc3987'];

let passed = 0;
let failed = 0;
function check(ok, what, detail = '') {
  if (ok) {
    passed += 1;
  } else {
    failed += 1;
    console.log(`FAIL ${what}${detail ? `\n     ${detail}` : ''}`);
  }
}
function fatal(message) {
  console.error(`playground test: ${message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

if (!site) fatal('PLAYGROUND_URL is not set (playground/test/run sets it)');
if (!existsSync(cli)) fatal(`no command-line tool at ${cli} (cargo build -p rfc1738-cli)`);
if (!existsSync(browserPath)) fatal(`no Chromium at ${browserPath} (apt-get install chromium)`);

// ------------------------------------------------------------- the tool

function tool(args, input = '') {
  const run = spawnSync(cli, args, { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.error) fatal(`${cli} ${args.join(' ')}: ${run.error.message}`);
  return run;
}

/** The tool's JSONL for `inputs` under `grammar`, one object each. */
function checked(grammar, inputs) {
  const run = tool(['--grammar', grammar, 'check', '--format', 'jsonl'], inputs.map((i) => `${i}\n`).join(''));
  const lines = run.stdout.split('\n').filter((l) => l !== '');
  if (lines.length !== inputs.length) {
    fatal(`rfc1738 --grammar ${grammar} check gave ${lines.length} lines for ${inputs.length} inputs`);
  }
  return lines.map((l) => JSON.parse(l));
}

/**
 * RFC 3986's kinds of host and path, as the tool's tree names them
 * (`rfc1738 --grammar rfc3986 parse --format json`: the host node's one
 * child, or none for an empty `reg-name`; the `path-*` node under the
 * `hier-part` or `relative-part`), and its normalization (`rfc1738
 * normalize`), for each of `inputs`; `null` for an invalid one.
 */
function rfc3986Extras(inputs) {
  const text = inputs.map((i) => `${i}\n`).join('');
  const parsed = tool(['--grammar', 'rfc3986', 'parse', '--format', 'json', '-'], text)
    .stdout.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l));
  const normalized = tool(['--grammar', 'rfc3986', 'normalize', '-'], text).stdout.split('\n');
  if (parsed.length !== inputs.length || normalized.length < inputs.length) {
    fatal(`rfc1738 --grammar rfc3986 parse/normalize gave ${parsed.length}/${normalized.length} lines for ${inputs.length} inputs`);
  }
  return parsed.map((o, k) => {
    if (!o.valid) return null;
    const [top] = o.tree.children;
    const part = top.children.find((c) => c.production === 'hier-part' || c.production === 'relative-part');
    let host = null;
    for (const c of part.children) {
      if (c.production !== 'authority') continue;
      const h = c.children.find((n) => n.production === 'host');
      host = h.children.length > 0 ? h.children[0].production : 'reg-name';
    }
    const path = part.children.find((c) => c.production.startsWith('path-'))?.production ?? null;
    return { host_kind: host, path_kind: path, normalized: normalized[k] };
  });
}

/**
 * RFC 3987's kinds of ihost and ipath, as the tool's tree names them
 * (`rfc1738 --grammar rfc3987 parse --format json`: the ihost node's one
 * child; the `ipath-*` node under the `ihier-part` or `irelative-part`),
 * and the IRI's URI (`rfc1738 to-uri`, RFC 3987 §3.1), for each of
 * `inputs`; `null` for an invalid one.
 */
function rfc3987Extras(inputs) {
  const text = inputs.map((i) => `${i}\n`).join('');
  const parsed = tool(['--grammar', 'rfc3987', 'parse', '--format', 'json', '-'], text)
    .stdout.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l));
  const uris = tool(['to-uri', '-'], text).stdout.split('\n');
  if (parsed.length !== inputs.length || uris.length < inputs.length) {
    fatal(`rfc1738 --grammar rfc3987 parse/to-uri gave ${parsed.length}/${uris.length} lines for ${inputs.length} inputs`);
  }
  return parsed.map((o, k) => {
    if (!o.valid) return null;
    const [top] = o.tree.children;
    const part = top.children.find((c) => c.production === 'ihier-part' || c.production === 'irelative-part');
    let host = null;
    for (const c of part.children) {
      if (c.production !== 'iauthority') continue;
      const h = c.children.find((n) => n.production === 'ihost');
      host = h.children.length > 0 ? h.children[0].production : 'ireg-name';
    }
    const path = part.children.find((c) => c.production.startsWith('ipath-'))?.production ?? null;
    return { host_kind: host, path_kind: path, uri: uris[k] };
  });
}

/** What the page must show of a tool's object: the DOM contract. */
function expectedOf(object, extras = null) {
  const out = {
    valid: String(object.valid),
    production: object.production,
    offset: object.error ? String(object.error.offset) : null,
    expected: object.error ? object.error.expected : null,
    hint_id: object.error ? (object.error.hint_id ?? null) : null,
    components: object.components,
  };
  if (object.grammar === 'rfc3986') {
    out.host_kind = extras?.host_kind ?? null;
    out.path_kind = extras?.path_kind ?? null;
    out.normalized = extras?.normalized ?? null;
  }
  if (object.grammar === 'rfc3987') {
    out.host_kind = extras?.host_kind ?? null;
    out.path_kind = extras?.path_kind ?? null;
    out.uri = extras?.uri ?? null;
  }
  return out;
}

/** The expected objects of `inputs` under every grammar, by input. */
function expectedAll(inputs) {
  const extras = { rfc3986: rfc3986Extras(inputs), rfc3987: rfc3987Extras(inputs) };
  const out = inputs.map(() => ({}));
  for (const grammar of GRAMMARS) {
    checked(grammar, inputs).forEach((object, k) => {
      out[k][grammar] = expectedOf(object, extras[grammar]?.[k] ?? null);
    });
  }
  return out;
}

/** The inputs: the committed ones, then URLs and near misses the tool draws. */
function inputs() {
  const list = readFileSync(join(here, 'inputs.txt'), 'utf8').replace(/\n$/, '').split('\n');
  for (const grammar of GRAMMARS) {
    for (const extra of [[], ['--invalid']]) {
      const run = tool(['--grammar', grammar, 'generate', '--count', '12', '--seed', '29', ...extra]);
      if (run.status !== 0) fatal(`rfc1738 --grammar ${grammar} generate ${extra.join(' ')}: ${run.stderr}`);
      list.push(...run.stdout.split('\n').filter((l) => l !== ''));
    }
  }
  return [...new Set(list)];
}

const all = inputs();
const fromTool = new Map();
expectedAll(all).forEach((want, k) => fromTool.set(all[k], want));
const differencesOf = new Map();
{
  const run = tool(['--grammar', 'all', 'check', '--format', 'jsonl'], all.map((i) => `${i}\n`).join(''));
  const lines = run.stdout.split('\n').filter((l) => l !== '');
  lines.forEach((line, k) => {
    const object = JSON.parse(line);
    differencesOf.set(all[k], object.differences.map((d) => `${d.kind} ${d.start}..${d.end}`));
  });
}

// ------------------------------------------------------------- the page

const browser = await chromium.launch({
  executablePath: browserPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
const origin = new URL(site).origin;
const problems = [];
const elsewhere = [];

async function newPage() {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) elsewhere.push(url);
  });
  return page;
}

const link = (input, base) =>
  `${site}index.html#url=${encodeURIComponent(input)}${base ? `&base=${encodeURIComponent(base)}` : ''}`;

async function shown(page, input) {
  await page.waitForFunction(
    (v) => document.getElementById('results').dataset.input === v, input, { timeout: 10000 });
  return page.evaluate(([grammars, withKinds]) => {
    const out = { count: document.querySelectorAll('[data-grammar]').length };
    for (const g of grammars) {
      const a = document.querySelector(`[data-grammar="${g}"]`);
      const cells = a.querySelectorAll('[data-component]');
      let components = null;
      if (cells.length > 0) {
        components = {};
        for (const td of cells) {
          components[td.dataset.component] = td.hasAttribute('data-absent') ? null : td.textContent;
        }
      }
      out[g] = {
        valid: a.dataset.valid ?? null,
        production: a.dataset.production ?? null,
        offset: a.dataset.offset ?? null,
        expected: a.dataset.expected ?? null,
        hint_id: a.querySelector('[data-hint-id]')?.dataset.hintId ?? null,
        components,
      };
      if (withKinds.includes(g)) {
        // The kinds as attributes, and as the page shows them beside the
        // host and the path (the same, or the page says otherwise).
        const cell = (name) => a.querySelector(`[data-kind-of="${name}"]`)?.textContent ?? null;
        const kind = (attribute, name) => (a.dataset[attribute] === (cell(name) ?? undefined)
          ? (a.dataset[attribute] ?? null) : `attribute ${a.dataset[attribute]}, shown ${cell(name)}`);
        out[g].host_kind = kind('hostKind', 'host');
        out[g].path_kind = kind('pathKind', 'path');
      }
      // A line of text, as an attribute and shown: the same, or the
      // page says otherwise.
      const line = (attribute, selector) => {
        const value = a.dataset[attribute] ?? null;
        const text = a.querySelector(selector)?.textContent ?? null;
        if (value === null) return text === null ? null : `shown ${text} without the attribute`;
        return text === null ? 'not shown' : value;
      };
      if (g === 'rfc3986') out[g].normalized = line('normalized', '.normalized:not(.uri) code');
      if (g === 'rfc3987') out[g].uri = line('uri', '.uri code');
    }
    out.differences = [...document.querySelectorAll('#differences tr[data-kind]')]
      .map((r) => `${r.dataset.kind} ${r.dataset.start}..${r.dataset.end}`);
    out.hash = location.hash;
    return out;
  }, [GRAMMARS, KINDS]);
}

function compare(input, page, how) {
  const want = fromTool.get(input);
  check(page.count === GRAMMARS.length, `${how} ${JSON.stringify(input)}: ${GRAMMARS.length} grammar elements`,
    `found ${page.count}`);
  for (const g of GRAMMARS) {
    const a = JSON.stringify(page[g]);
    const b = JSON.stringify(want[g]);
    check(a === b, `${how} ${JSON.stringify(input)}: ${g} as the tool says`, `page ${a}\n     tool ${b}`);
  }
  const a = JSON.stringify(page.differences);
  const b = JSON.stringify(differencesOf.get(input));
  check(a === b, `${how} ${JSON.stringify(input)}: the differences as the tool's`, `page ${a}\n     tool ${b}`);
}

const page = await newPage();

// The first result of a share link, from a blank page.
{
  const input = 'http://example.com/~joe';
  await page.goto(link(input));
  const state = await shown(page, input);
  compare(input, state, 'share link');
  const first = Number(await page.evaluate(() => document.body.dataset.firstResultMs));
  console.log(`first result ${first} ms after the page was opened`);
  check(first > 0 && first < firstResultLimit, `first result within ${firstResultLimit} ms`, `${first} ms`);
  check(state.rfc1738.valid === 'false' && state.rfc1738.offset === '19', 'http://example.com/~joe: RFC 1738 invalid at byte 19');
  check(state.rfc2396.valid === 'true', 'http://example.com/~joe: RFC 2396 valid');
}

// Every input as a share link: most in the same document (the address
// changed), every fifth opened afresh.
for (const [k, input] of all.entries()) {
  if (k % 5 === 0) await page.goto('about:blank');
  await page.goto(link(input));
  compare(input, await shown(page, input), 'share link');
}

// Typed, key by key: the results and the address follow.
const typed = [
  'http://example.com/~joe',
  'http://joe@[::1]:8080/a;p?q#f',
  'ftp://user:pass@ftp.example.com/pub/file.txt;type=i',
  'http://example.com/café',
  'news:comp.lang.rust',
  'https://ru.wikipedia.org/wiki/Москва',
  '../g',
];
await page.goto(`${site}index.html`);
await shown(page, 'http://joe@[::1]:8080/a;p?q#f');
check(await page.evaluate(() => location.hash === ''), 'a page opened without a share link keeps its address');
for (const input of typed) {
  await page.fill('#url', '');
  await page.type('#url', input);
  const state = await shown(page, input);
  compare(input, state, 'typed');
  check(state.hash === `#url=${encodeURIComponent(input)}`, `typed ${JSON.stringify(input)}: the address holds it`, state.hash);
}
{
  const state = await shown(page, '../g');
  check(state.rfc2396.valid === 'true', 'typed ../g: RFC 2396 valid');
}
{
  await page.fill('#url', '');
  await page.type('#url', 'http://joe@[::1]:8080/a;p?q#f');
  const state = await shown(page, 'http://joe@[::1]:8080/a;p?q#f');
  check(state.rfc2396.components?.host === '[::1]', "http://joe@[::1]:8080/a;p?q#f: RFC 2396's host [::1]",
    JSON.stringify(state.rfc2396.components));
  check(state.rfc3986.host_kind === 'IP-literal' && state.rfc3986.path_kind === 'path-abempty',
    'http://joe@[::1]:8080/a;p?q#f: RFC 3986 reads an IP-literal host and a path-abempty',
    JSON.stringify(state.rfc3986));
}
{
  await page.fill('#url', '');
  await page.type('#url', '1a:b');
  const state = await shown(page, '1a:b');
  check(state.rfc3986.valid === 'false' && state.rfc3986.offset === '2'
    && state.rfc3986.hint_id === 'colon-in-first-segment',
  "typed 1a:b: RFC 3986 stops at its ':' (byte 2) with the hint colon-in-first-segment", JSON.stringify(state.rfc3986));
}
// IRIs: RFC 3987 reads the characters beyond ASCII that RFC 3986 stops
// at, names its kinds, and shows the URI; a private use character only
// in the query; offsets count bytes.
{
  const input = 'http://例え.jp/パス';
  await page.fill('#url', '');
  await page.type('#url', input);
  const state = await shown(page, input);
  check(state.rfc3987.valid === 'true' && state.rfc3987.production === 'IRI'
    && state.rfc3987.host_kind === 'ireg-name' && state.rfc3987.path_kind === 'ipath-abempty'
    && state.rfc3987.uri === 'http://%E4%BE%8B%E3%81%88.jp/%E3%83%91%E3%82%B9',
  `typed ${input}: RFC 3987 reads an IRI, its ireg-name, its ipath-abempty and its URI`, JSON.stringify(state.rfc3987));
  check(state.rfc3986.valid === 'false' && state.rfc3986.offset === '7',
    `typed ${input}: RFC 3986 stops at byte 7`, JSON.stringify(state.rfc3986));
  check(state.differences.some((d) => d.startsWith('non_ascii ')),
    `typed ${input}: a non_ascii difference`, JSON.stringify(state.differences));
}
for (const [input, valid] of [['http://h/?\u{E000}', 'true'], ['http://h/\u{E000}', 'false']]) {
  await page.goto(link(input));
  const state = await shown(page, input);
  compare(input, state, 'share link');
  check(state.rfc3987.valid === valid
    && (valid === 'true' || (state.rfc3987.offset === '9' && state.rfc3987.hint_id === 'private-outside-query')),
  `${JSON.stringify(input)}: RFC 3987 ${valid === 'true' ? 'valid (a private use character in the query)'
    : 'invalid at byte 9 with the hint private-outside-query'}`, JSON.stringify(state.rfc3987));
}

// Resolution against a base, as `rfc1738 resolve` and `rfc1738
// --grammar rfc3986 resolve` give it (an empty line: no target).
{
  const resolved = (args, base, references) => {
    const lines = tool([...args, 'resolve', base, ...references]).stdout.split('\n');
    return references.map((_, k) => (lines[k] ? lines[k] : null));
  };
  for (const [base, references] of [
    ['http://a/b/c/d;p?q', ['../g', 'g?y#s', '//g', ';x', '../../../g', 'g;x=1/../y', '#s', 'http:g', '?y',
      'g/./h/../i', 'http://h/a b', '//[v1.x]/p']],
    ['f:/a', ['.//g', 'g']],
  ]) {
    const targets = resolved([], base, references);
    const targets3986 = resolved(['--grammar', 'rfc3986'], base, references);
    for (const [k, reference] of references.entries()) {
      await page.goto(link(reference, base));
      await shown(page, reference);
      const [target, target3986, warnings] = await page.evaluate(() => {
        const box = document.getElementById('resolution');
        return [box.dataset.target ?? null, box.dataset.targetRfc3986 ?? null,
          [...box.querySelectorAll('.warning')].map((w) => w.textContent)];
      });
      check(target === targets[k], `${reference} against ${base}: RFC 2396's target, the tool's`,
        `page ${target}, tool ${targets[k]}`);
      check(target3986 === targets3986[k], `${reference} against ${base}: RFC 3986's target, the tool's`,
        `page ${target3986}, tool ${targets3986[k]}`);
      const warned = tool(['--grammar', 'rfc3986', 'resolve', base, reference]).stderr
        .split('\n').filter((l) => l.startsWith('warning:')).length;
      check(warnings.length === warned, `${reference} against ${base}: RFC 3986's warnings, the tool's`,
        `page ${JSON.stringify(warnings)}, tool ${warned}`);
      check(await page.inputValue('#base') === base, `${reference} against ${base}: the base restored from the link`);
    }
  }
  await page.fill('#base', '');
  await page.type('#base', 'http://x/y');
  const hash = await page.evaluate(() => location.hash);
  check(hash.endsWith(`&base=${encodeURIComponent('http://x/y')}`), 'a typed base goes into the address', hash);
}

// Explanations: what `rfc1738 explain` prints.
for (const [grammar, input] of [['rfc1738', 'http://example.com/~joe'], ['rfc1630', 'http://example.com/~joe'],
  ['rfc2396', 'http://[::1/'], ['rfc3986', 'http://[::1/'], ['rfc3987', 'http://h/\u{E000}']]) {
  await page.goto(link(input));
  const state = await shown(page, input);
  const name = state[grammar].expected;
  await page.click(`[data-grammar="${grammar}"] .verdict [data-explain]`);
  await page.waitForSelector('#explain:not([hidden])');
  const text = await page.evaluate(() => {
    const panel = document.getElementById('explain');
    return `${panel.querySelector('.name').textContent}\n${panel.querySelector('.text').textContent}`;
  });
  const want = tool(['--grammar', grammar, 'explain', name]).stdout;
  const norm = (s) => s.split('\n').map((l) => l.trimEnd()).filter((l) => l !== '').join('\n');
  check(norm(text) === norm(want), `explain ${grammar} ${name}: the tool's text`, `page ${JSON.stringify(text.slice(0, 200))}`);
  // A production the explanation names opens in its turn.
  const other = await page.$('#explain .text [data-explain]');
  if (other) {
    const next = await other.getAttribute('data-explain');
    await other.click();
    const heading = await page.textContent('#explain .name');
    check(heading.startsWith(`${next} (`), `explain ${grammar} ${name}: a named production opens`, heading);
  }
  await page.keyboard.press('Escape');
  check(await page.isHidden('#explain'), 'Escape closes the explanation');
}

// The generator buttons: a URL each grammar accepts, a near miss it does not.
for (const grammar of GRAMMARS) {
  for (const kind of ['valid', 'near-miss']) {
    const before = await page.inputValue('#url');
    await page.click(`[data-grammar="${grammar}"] [data-generate="${kind}"]`);
    const input = await page.inputValue('#url');
    check(input !== before, `${grammar} ${kind}: a new input`);
    const state = await shown(page, input);
    const [want] = expectedAll([input]);
    check(state[grammar].valid === (kind === 'valid' ? 'true' : 'false'),
      `${grammar} ${kind}: ${JSON.stringify(input)} is ${kind === 'valid' ? 'valid' : 'invalid'}`);
    for (const g of GRAMMARS) {
      check(JSON.stringify(state[g]) === JSON.stringify(want[g]), `${grammar} ${kind}: ${g} as the tool says`,
        `page ${JSON.stringify(state[g])}\n     tool ${JSON.stringify(want[g])}`);
    }
  }
}

// A 4 kB input: as a share link, then typing at its end stays quick.
{
  const long = `http://example.com/${'segment/'.repeat(510)}`.slice(0, 4096);
  await page.goto('about:blank');
  await page.goto(link(long));
  await shown(page, long);
  await page.focus('#url');
  await page.keyboard.press('End');
  const times = [];
  let input = long;
  for (const key of ['x', 'y', '~', 'Backspace']) {
    const started = Date.now();
    await page.keyboard.press(key);
    input = key === 'Backspace' ? input.slice(0, -1) : input + key;
    await shown(page, input);
    times.push(Date.now() - started);
  }
  const update = Number(await page.evaluate(() => document.body.dataset.updateMs));
  console.log(`4 kB input: keystroke to result ${times.join(', ')} ms; the last update ${update} ms in the page`);
  check(Math.max(...times) < updateLimit, `4 kB input: each keystroke's result within ${updateLimit} ms`, times.join(', '));
  fromTool.set(input, expectedAll([input])[0]);
  const run = tool(['--grammar', 'all', 'check', '--format', 'jsonl'], `${input}\n`);
  differencesOf.set(input, JSON.parse(run.stdout).differences.map((d) => `${d.kind} ${d.start}..${d.end}`));
  compare(input, await shown(page, input), 'typed 4 kB');
}

// The screenshot: an input two grammars reject, a node pointed at.
{
  const input = 'http://joe@[::1]:8080/a;p?q#f';
  await page.goto('about:blank');
  await page.goto(link(input, 'http://a/b/c/d;p?q'));
  await shown(page, input);
  await page.hover('[data-grammar="rfc2396"] .tree summary:has(> [data-explain="host"])');
  const marked = await page.textContent('#url-mirror mark');
  check(marked === '[::1]', 'pointing at a node marks its bytes in the input', marked);
  mkdirSync(dirname(screenshot), { recursive: true });
  await page.screenshot({ path: screenshot, fullPage: true });
  console.log(`screenshot: ${screenshot}`);
}

await browser.close();

check(problems.length === 0, 'no console errors, page errors or failed requests', problems.join('\n     '));
check(elsewhere.length === 0, `no request leaves ${origin}`, elsewhere.join('\n     '));
console.log(`${all.length} inputs under ${GRAMMARS.length} grammars, against ${cli}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
