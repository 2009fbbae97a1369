import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {chunkNames, rechunkIndex, splitWords, wordSize, type WordEntry} from './searchChunks';

/** A word on the given pages (page number deltas), each with `locations` locations and Pagefind's extra fields. */
const word = (text: string, pages: number[], locations = 1): WordEntry => [
  text,
  pages.map((page) => [page, Array.from({length: locations}, (_, i) => i * 3), []] as [number, number[], unknown[]]),
  [],
];

test('a word counts its locations plus one per page, as Pagefind counts it', () => {
  assert.equal(wordSize(word('token', [0, 2, 5], 4)), 15);
});

test('words are split in order, a chunk closing once it reaches the size; a large word stays whole', () => {
  const words = [word('a1', [0], 2), word('a2', [0], 2), word('big', [0, 1, 1], 9), word('c', [0], 1), word('d', [0])];
  const chunks = splitWords(words, 6);
  assert.deepEqual(
    chunks.map((chunk) => chunk.map(([text]) => text)),
    [['a1', 'a2'], ['big'], ['c', 'd']],
  );
});

test('a chunk does not close before a word that a word of three letters or more in it begins', () => {
  const words = [
    word('build', [0], 5),
    word('builder', [0]),
    word('builds', [0]),
    word('card', [0], 5),
    word('cash', [0]),
  ];
  assert.deepEqual(
    splitWords(words, 6).map((chunk) => chunk.map(([text]) => text)),
    [['build', 'builder', 'builds'], ['card'], ['cash']],
  );
  const short = [word('id', [0], 5), word('idle', [0], 5), word('idles', [0])];
  assert.deepEqual(
    splitWords(short, 6).map((chunk) => chunk.map(([text]) => text)),
    [['id'], ['idle', 'idles']],
  );
});

test('chunk names are cut one character past the common prefix of neighbouring words', () => {
  const names = chunkNames([
    [word('alpha', [0]), word('channel', [0])],
    [word('chart', [0]), word('zebra', [0])],
  ]);
  assert.deepEqual(names, [
    {from: 'alpha', to: 'chan'},
    {from: 'char', to: 'zebra'},
  ]);
});

test('chunk names cut by characters, not UTF-16 units', () => {
  const names = chunkNames([[word('😀a', [0])], [word('😀b', [0])]]);
  assert.deepEqual(names, [
    {from: '😀a', to: '😀a'},
    {from: '😀b', to: '😀b'},
  ]);
});

// Pagefind's data files as pagefindServing.ts stores them (inflated) before the index is re-split.
const signature = Buffer.from('pagefind_dcd');

async function writeIndex(dir: string, chunks: WordEntry[][]): Promise<void> {
  const {encode} = await import('cborg');
  const write = (file: string, value: unknown): void =>
    fs.writeFileSync(path.join(dir, file), Buffer.concat([signature, encode(value)]));
  fs.mkdirSync(path.join(dir, 'index'), {recursive: true});
  const listed = chunks.map((chunk, i) => {
    write(`index/en_old${i}.pf_index`, [chunk]);
    return [chunk[0]?.[0], chunk[chunk.length - 1]?.[0], `en_old${i}`];
  });
  write('pagefind.en_old_meta.pf_meta', ['1.6.0', [['en_page', 10, '']], listed, [], [], ['title']]);
  fs.writeFileSync(
    path.join(dir, 'pagefind-entry.json'),
    JSON.stringify({version: '1.6.0', languages: {en: {hash: 'en_old_meta', wasm: 'en', page_count: 1}}}),
  );
}

async function readBack(dir: string, file: string): Promise<unknown> {
  const {decode} = await import('cborg');
  const data = fs.readFileSync(path.join(dir, file));
  assert.ok(data.subarray(0, signature.length).equals(signature), `${file} keeps Pagefind's signature`);
  return decode(data.subarray(signature.length));
}

test('an index is re-split into smaller chunks, with the words, the metadata and the entry rewritten', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-chunks-'));
  try {
    const words = ['bet', 'channel', 'flash', 'moderator', 'token', 'widget'].map((text) => word(text, [0, 3], 2));
    await writeIndex(dir, [words.slice(0, 3), words.slice(3)]);
    assert.deepEqual(await rechunkIndex(dir, 12), {before: 2, after: 3});

    const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
      languages: {en: {hash: string; wasm: string}};
    };
    assert.notEqual(entry.languages.en.hash, 'en_old_meta');
    assert.equal(entry.languages.en.wasm, 'en');
    assert.deepEqual(
      fs.readdirSync(dir).filter((file) => file.endsWith('.pf_meta')),
      [`pagefind.${entry.languages.en.hash}.pf_meta`],
    );
    const meta = (await readBack(dir, `pagefind.${entry.languages.en.hash}.pf_meta`)) as unknown[];
    assert.deepEqual(meta[1], [['en_page', 10, '']]);
    assert.deepEqual(meta[5], ['title']);
    const listed = meta[2] as [string, string, string][];
    assert.deepEqual(
      listed.map(([from, to]) => [from, to]),
      [
        ['bet', 'c'],
        ['f', 'm'],
        ['t', 'widget'],
      ],
    );
    assert.deepEqual(
      fs.readdirSync(path.join(dir, 'index')).sort(),
      listed.map(([, , hash]) => `${hash}.pf_index`).sort(),
    );
    const readWords: unknown[] = [];
    for (const [, , hash] of listed) {
      const chunk = (await readBack(dir, `index/${hash}.pf_index`)) as [unknown[]];
      readWords.push(...chunk[0]);
    }
    assert.deepEqual(readWords, words);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('an index whose format is not understood stops the step', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-chunks-'));
  try {
    await writeIndex(dir, [[word('bet', [0])]]);
    // A map with its keys out of order does not encode back to the same bytes.
    fs.writeFileSync(
      path.join(dir, 'index', 'en_old0.pf_index'),
      Buffer.concat([signature, Buffer.from([0xa2, 0x61, 0x62, 0x01, 0x61, 0x61, 0x02])]),
    );
    await assert.rejects(rechunkIndex(dir, 12), /Pagefind index format is not understood/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
