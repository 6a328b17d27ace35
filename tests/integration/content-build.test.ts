/**
 * Schema errors fail the content build and name the file and the field: each case copies the fixture
 * content, breaks one thing, and runs the same two steps `npm run build` starts with. What a check finds
 * in the model is its unit test's (tests/unit/content-checks.test.ts, paymora-checks.test.ts, over a model
 * in memory); the cases here are the content step's own (the manifest, the cache, Contentlayer's faults)
 * and one run of every check over faulty content.
 *
 * Builds are what this file costs (a Contentlayer run and a content check each, seconds of CPU): the valid
 * fixture is built once from nothing, and every other case starts from a copy of that build, as a
 * developer's next build does (the step caches serve what did not change; Contentlayer's own cache serves
 * only the folder it was made in, so a copy generates every page again). Faults that the
 * same run can report side by side share one build, whose count of errors proves each is one error.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeStaleOutputs } from '@/lib/build/steps';
import { buildContentIn as buildIn, buildFixtureContent, editFile as edit, projectRoot as root, type ContentBuild } from '../support/content-fixture';
import { CONTENT_FOLDER, contentFile } from '@/lib/build/folders';

const tmpRoot = path.join(root, 'tests/.tmp/content-build');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

const buildFixture = (name: string, mutate: (contentDir: string) => void) => buildFixtureContent(path.join(tmpRoot, name), mutate);

const page = 'docs/get-started/get-the-key.mdx';

// A build takes well over 30 s on a loaded 2-core machine: the valid fixture is built once, from nothing, and
// every other case starts from a copy of that build.
/** A sample the welcome page includes (remark-code-import), as the real pages include theirs. */
const sample = 'samples/probe.mjs';
const includeSample = (content: string) => {
  mkdirSync(path.join(content, 'samples'), { recursive: true });
  writeFileSync(path.join(content, sample), "export const probe = 'alphaprobe';\n");
  edit(path.join(content, 'docs/index.mdx'), (text) => `${text}\n\n\`\`\`js file=<rootDir>/${sample}\n\`\`\`\n`);
};

let valid: ContentBuild;
beforeAll(() => {
  valid = buildFixture('valid', includeSample);
}, 240_000);
afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }));

const copyOfValid = (name: string) => {
  expect(valid.status).toBe(0);
  const dir = path.join(tmpRoot, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(tmpRoot, 'valid'), dir, { recursive: true });
  return dir;
};

/** A faulty page of its own: the fixture's page, changed by `change`, as `docs/get-started/<name>.mdx`. */
const faulty = (name: string) => `docs/get-started/${name}.mdx`;
const copyOfPage = (content: string, name: string, change: (text: string) => string) =>
  writeFileSync(path.join(content, faulty(name)), change(readFileSync(path.join(content, page), 'utf8')));

/** The next build after the valid one, its content changed by `mutate`: what `npm run build` removes first is gone (lib/build/steps.ts), the caches stay. */
const buildAfterValid = (name: string, mutate: (contentDir: string) => void) => {
  const dir = copyOfValid(name);
  removeStaleOutputs(dir);
  mutate(path.join(dir, CONTENT_FOLDER));
  return buildIn(dir);
};

describe('content build on fixture content', { timeout: 240_000 }, () => {
  it('builds the valid fixture', () => {
    const result = valid;
    expect(result.output).toMatch(/Content checked: 2 pages, 1 category indexes/);
    expect(result.output).toMatch(/page analyses cached: 0 of 2 /);
    expect(result.status).toBe(0);
    // The site manifest that next build's workers wait for.
    expect(existsSync(path.join(tmpRoot, 'valid/.contentlayer/site-manifest.json'))).toBe(true);
  });

  it('forgets a deleted page that Contentlayer leaves behind, and reads an edited page again and the others from the cache, whose analyses hold no verdict', { timeout: 480_000 }, () => {
    // Two builds in a row: three took 267 s at load 17 with a browser test beside the suite.
    const ghost = 'docs/get-started/ghost.mdx';
    const dir = path.join(tmpRoot, 'incremental');
    const ghostGenerated = path.join(dir, '.contentlayer/generated/Doc/docs__get-started__ghost.mdx.json');
    // A page added, and another edited to link nowhere: Contentlayer generates both, the check fails on the link.
    const first = buildAfterValid('incremental', (content) => {
      cpSync(path.join(content, page), path.join(content, ghost));
      edit(path.join(content, page), (text) => `${text}\nSee [the missing page](/get-started/missing).\n`);
    });
    expect(first.output).toMatch(/get-the-key\.mdx:\d+: .*\/get-started\/missing/);
    expect(first.status).toBe(1);
    expect(existsSync(ghostGenerated)).toBe(true);
    // The page deleted and the link fixed: Contentlayer leaves the deleted page's generated file behind,
    // which the build must not read; only the edited page is read again, the other comes from the cache.
    rmSync(path.join(dir, CONTENT_FOLDER, ghost));
    edit(path.join(dir, CONTENT_FOLDER, page), (text) => text.replace('/get-started/missing', '/'));
    const second = buildIn(dir);
    expect(existsSync(ghostGenerated)).toBe(true);
    expect(second.output).toMatch(/Content checked: 2 pages/);
    expect(second.output).toMatch(/page analyses cached: 1 of 2 /);
    expect(second.status).toBe(0);
  });

  it('generates a page again when only a sample it includes changed, which Contentlayer\'s cache does not see', { timeout: 480_000 }, () => {
    const generated = (dir: string) => readFileSync(path.join(dir, '.contentlayer/generated/Doc/docs__index.mdx.json'), 'utf8');
    expect(generated(path.join(tmpRoot, 'valid'))).toContain('alphaprobe');
    // Contentlayer's cache serves only the folder it was made in: one build here first, then the edit.
    expect(buildAfterValid('sample-edit', () => undefined).status).toBe(0);
    const dir = path.join(tmpRoot, 'sample-edit');
    edit(path.join(dir, CONTENT_FOLDER, sample), (text) => text.replace('alphaprobe', 'betaprobe'));
    const result = buildIn(dir);
    expect(result.status).toBe(0);
    expect(generated(path.join(tmpRoot, 'sample-edit'))).toContain('betaprobe');
  });

  it('waits for the content to be complete when the build says it is still being written', async () => {
    const dir = copyOfValid('content-pending');
    // The site manifest is the signal: the content step writes it last.
    const marker = path.join(dir, '.contentlayer/site-manifest.json');
    const written = readFileSync(marker, 'utf8');
    rmSync(marker);
    // What a build worker does first: read every page's summary. The reader says when it starts the
    // read, and whether the marker existed when the read returned: that is the proof of the wait,
    // whatever the machine's speed (no sleep decides it).
    const script = [
      `import { existsSync } from 'node:fs';`,
      `import { getSitePages } from ${JSON.stringify(path.join(root, 'lib/site/reader.ts'))};`,
      `console.log('reading');`,
      `const pages = getSitePages().filter((page) => page.kind === 'doc').length;`,
      `console.log(pages, 'pages', existsSync(${JSON.stringify(marker)}) ? 'after the marker' : 'before the marker');`,
    ].join('\n');
    const reader = spawn(bin('tsx'), ['-e', script], { cwd: dir, env: { ...process.env, PAYMORA_WAIT_FOR_CONTENT: '1' } });
    let output = '';
    let errors = '';
    reader.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => reader.on('close', resolve));
    const started = new Promise<void>((resolve) => {
      reader.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('reading')) resolve();
      });
    });
    // Started (an event, not a delay), or exited without starting.
    await Promise.race([started, exited]);
    expect(output, `the reader never started reading: ${errors}`).toContain('reading');
    writeFileSync(marker, written);
    expect(await exited, errors).toBe(0);
    expect(output, 'the read returned before the marker existed').toContain('2 pages after the marker');
  });

  it('fails when two pages claim one route', () => {
    const result = buildAfterValid('duplicate-route', (dir) => {
      mkdirSync(path.join(dir, 'docs/get-started/get-the-key'));
      cpSync(path.join(dir, page), path.join(dir, 'docs/get-started/get-the-key/index.mdx'));
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/docs\/get-started\/get-the-key\/index\.mdx: claims the route \/get-started\/get-the-key/);
  });

  it('builds again after an interrupted run left .contentlayer/package.json empty (probe L13)', () => {
    const dir = copyOfValid('interrupted');
    writeFileSync(path.join(dir, '.contentlayer/package.json'), '');
    const broken = buildIn(dir);
    expect(broken.output).toMatch(/package\.json|Unexpected end of JSON input/);
    expect(broken.status).not.toBe(0);
    // What npm run build does first.
    removeStaleOutputs(dir);
    const again = buildIn(dir);
    expect(again.output).toMatch(/Content checked: 2 pages/);
    expect(again.status).toBe(0);
  });

  it('fails on an OpenAPI document that is not valid, naming it', () => {
    const result = buildAfterValid('bad-openapi', (dir) => edit(path.join(dir, 'api/openapi.yaml'), (t) => t.replace('in: path', 'in: body')));
    expect(result.status).not.toBe(0);
    // At the YAML line of the bad value, and at the line of the $ref that brings it into an operation.
    expect(result.output).toContain('content/api/openapi.yaml:198: not valid OpenAPI 3.1: ENUM must be equal to one of the allowed values (query, header, path, cookie)');
    expect(result.output).toContain('content/api/openapi.yaml:30: not valid OpenAPI 3.1');
    // No site manifest: next build's workers, waiting for it, never start rendering a page.
    expect(existsSync(path.join(tmpRoot, 'bad-openapi/.contentlayer/site-manifest.json'))).toBe(false);
  });

});

/**
 * Faults that Contentlayer reports, each in a page of its own, found by one build: Contentlayer names
 * every refused document, so one run proves each case (a run per case cost this suite minutes).
 */
describe('content build on fixture content with one schema fault per page', { timeout: 240_000 }, () => {
  let result: ContentBuild;
  beforeAll(() => {
    result = buildAfterValid('schema-faults', (content) => {
      copyOfPage(content, 'missing', (t) => t.replace(/^description: .*\n/m, ''));
      copyOfPage(content, 'wrong-type', (t) => t.replace('sidebar_position: 1', 'sidebar_position: first'));
      copyOfPage(content, 'unknown-field', (t) => t.replace('sidebar_position: 1', 'sidebar_position: 1\nauthor: Sam'));
      copyOfPage(content, 'bad-mdx', (t) => `${t}\n<Callout>never closed\n`);
    });
  }, 240_000);

  it('fails on a missing required field, naming the file and the field', () => {
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(faulty('missing'));
    expect(result.output).toMatch(/missing the following required fields[\s\S]*description: string/);
  });

  it('fails on a wrong type', () => {
    expect(result.output).toContain(faulty('wrong-type'));
    expect(result.output).toMatch(/incompatible fields[\s\S]*sidebar_position: "first"/);
  });

  it('fails on an unknown field', () => {
    expect(result.output).toContain(faulty('unknown-field'));
    expect(result.output).toMatch(/extra fields[\s\S]*author: "Sam"/);
  });

  it('fails on MDX that does not parse', () => {
    expect(result.output).toContain(faulty('bad-mdx'));
    expect(result.output).toMatch(/Expected a closing tag for `<Callout>`/);
  });
});

/**
 * Faults that the content check finds, each in a file of its own (a copy of the fixture's page, a data
 * file, a sample file, public/, the API document), found by one build: the check reports every problem
 * before it fails, and the count of errors proves that each fault is one error and nothing else is.
 * Among them a symlink and a page that is not UTF-8, after which no site manifest may be written.
 */
describe('content check on fixture content with one fault per file', { timeout: 240_000 }, () => {
  let result: ContentBuild;
  beforeAll(() => {
    result = buildAfterValid('check-faults', (content) => {
      edit(path.join(content, 'data/payment-methods.json'), (t) => t.replace('"type":"card"', '"type":"cheque"'));
      // A required field missing from a row, which Contentlayer lets through (lib/site/data-file-problems.ts; the other row faults are its unit test's).
      edit(path.join(content, 'data/test-scenarios.json'), (t) => t.replace(',"outcome":"o"', ''));
      copyOfPage(content, 'bad-callout', (t) => t.replace('<Callout type="warning">', '<Callout type="caution">'));
      copyOfPage(content, 'broken-link', (t) => `${t}\nSee [refunds](/payment-gateway/modifications/refnud).\n`);
      copyOfPage(content, 'missing-image', (t) => `${t}\n![The checkout flow](/images/flow.svg)\n`);
      mkdirSync(path.join(content, '../public'), { recursive: true });
      // Made here, so that no file of the repository holds a live-looking key.
      writeFileSync(path.join(content, '../public/probe-config.json'), `{\n  "key": "${['sk', 'live', 'Zq8Rv2Kd7LmX4tNpB9wY'].join('_')}"\n}\n`);
      copyOfPage(content, 'secret-in-url', (t) => `${t}\nCall https://merchant:${'Q7v' + 'Lp2xRt9'}@api.paymora.example/v1 to start.\n`);
      copyOfPage(content, 'unknown-operation', (t) => `${t}\n<Endpoint operation="captuerPayment" />\n`);
      copyOfPage(content, 'unknown-parameter', (t) => `${t}\n<Parameter operation="capturePayment" name="referense" />\n`);
      copyOfPage(content, 'missing-concept', (t) => t.replace('<Concept name="key-rotation"', '<Concept name="key-rotaton"'));
      copyOfPage(content, 'page-unknown-integration', (t) => t.replace('integration="hosted-checkout"', 'integration="hosted"'));
      copyOfPage(content, 'page-unwritten-integration', (t) => t.replace('integration="hosted-checkout"', 'integration="payment-links"'));
      copyOfPage(content, 'csharp-syntax', (t) => t.replace('client.DefaultRequestHeaders.Add("X-Api-Key", key);', 'client.DefaultRequestHeaders.Add("X-Api-Key", key)'));
      mkdirSync(path.join(content, 'samples'), { recursive: true });
      writeFileSync(path.join(content, 'samples/program.cs'), 'using System;\n\nConsole.WriteLine(Greeter.Hello());\n\nstatic class Greeter\n{\n    public static string Hello() => "hello";\n}\n\nConsole.WriteLine("bye");\n');
      // An example that its schema refuses, which only Redocly CLI finds (redocly.yaml).
      edit(path.join(content, 'api/openapi.yaml'), (t) => t.replace('        example: pay_4Hs8Lq2Zr', '        example: order-10293'));
      // Last, since the copies above read the page as UTF-8: a symlink to it, and the page itself in Latin-1 (probe L12).
      symlinkSync(path.join(content, page), path.join(content, 'docs/get-started/linked.mdx'));
      writeFileSync(path.join(content, page), Buffer.from(readFileSync(path.join(content, page), 'utf8').replace('title: ', 'title: Caf\u00e9 '), 'latin1'));
    });
  }, 240_000);

  it('reports one error per fault and fails', () => {
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/The content check failed with 17 error\(s\)/);
  });

  it('fails on an API document that Redocly CLI finds fault with, naming the file, the line and the rule (redocly.yaml)', () => {
    expect(result.output).toMatch(/content\/api\/openapi\.yaml:204:\d+: Example value must conform to the schema: must match pattern "\^pay_\[A-Za-z0-9\]\+\$"\. \(at #\/components\/parameters\/PaymentId\/schema\/example\) \[Redocly no-invalid-schema-examples/);
  });

  it('fails on a symlink and on a page that is not UTF-8, naming each, and writes no site manifest (probe L12)', () => {
    expect(result.output).toContain('docs/get-started/linked.mdx: is a symlink');
    expect(result.output).toMatch(/get-the-key\.mdx:2: is not UTF-8/);
    expect(existsSync(path.join(tmpRoot, 'check-faults/.contentlayer/site-manifest.json'))).toBe(false);
  });

  it('fails on a bad enum value in a data file', () => {
    expect(result.output).toMatch(/content\/data\/payment-methods\.json:\d+: methods\[0\]\.type is "cheque"; allowed values: card, wallet, bank, bnpl, voucher/);
  });

  it('fails on a data row without a required field, naming the file, the line and the field', () => {
    expect(result.output).toMatch(/content\/data\/test-scenarios\.json:\d+: scenarios\[0\]\.outcome is missing \(string required\)/);
  });

  it('fails on a bad enum value in an MDX component, with the line', () => {
    expect(result.output).toContain(`${contentFile(faulty('bad-callout'))}:9: <Callout> type is "caution"`);
  });

  it('fails on a link to a page that does not exist, with the line', () => {
    expect(result.output).toMatch(/broken-link\.mdx:30: link to \/payment-gateway\/modifications\/refnud: no page has the route/);
  });

  it('fails on an image that is not in public/, with the line', () => {
    expect(result.output).toMatch(/missing-image\.mdx:30: "\/images\/flow\.svg" is not a file of public\/ nor one the build writes/);
  });

  it('fails on a live key in public/, which ships as it is, and on a password in a URL in prose (probe M4)', () => {
    expect(result.output).toMatch(/public\/probe-config\.json:2: sk_liv… looks like a Paymora live secret or restricted key/);
    expect(result.output).toMatch(/secret-in-url\.mdx:30: Q7vLp2… looks like a password in a URL/);
  });

  it('fails on a page that renders an operation the API does not have, naming the page and line', () => {
    expect(result.output).toMatch(/unknown-operation\.mdx:30: <Endpoint operation="captuerPayment"> names no operation of content\/api\/openapi\.yaml; known: capturePayment/);
  });

  it('fails on a page that documents a request field the operation does not have, naming the page and line', () => {
    expect(result.output).toMatch(/unknown-parameter\.mdx:30: <Parameter operation="capturePayment" name="referense">: the request of capturePayment has no field "referense" \(it has: merchantAccount, reference, amount\)/);
  });

  it('fails on a page that names a concept that does not exist, naming the page and line', () => {
    expect(result.output).toMatch(/missing-concept\.mdx:\d+: <Concept name="key-rotaton"> names no concept of content\/concepts\/; known: key-rotation/);
  });

  it('fails on a page that renders a concept for an integration it is not written for, or an unknown one', () => {
    expect(result.output).toMatch(/page-unknown-integration\.mdx:\d+: <Concept name="key-rotation" integration="hosted">: integration must be one of hosted-checkout, /);
    expect(result.output).toMatch(/page-unwritten-integration\.mdx:\d+: <Concept name="key-rotation"> is not written for payment-links/);
  });

  it('fails on a C# sample with a syntax error, naming the page and the line', () => {
    expect(result.output).toMatch(/csharp-syntax\.mdx:19:\d+: C# sample: syntax error: missing ';'/);
  });

  it('fails on a C# sample file with a top-level statement after a type declaration (CS8803), naming the file and the line', () => {
    expect(result.output).toMatch(/samples\/program\.cs:10:1: C# sample: a top-level statement after a class declaration \(line 5\).*CS8803/);
  });
});
