import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import vm from 'node:vm';
import zlib from 'node:zlib';

import {reuseExcerptWords, storeUncompressed} from './pagefindServing';

test('Pagefind data files are stored inflated, signature first; other files and inflated ones are left alone', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-serving-test-'));
  try {
    const data = Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from('{"words":[1,2,3]}')]);
    fs.mkdirSync(path.join(dir, 'fragment'));
    fs.writeFileSync(path.join(dir, 'fragment/en_1.pf_fragment'), zlib.gzipSync(data));
    fs.writeFileSync(path.join(dir, 'wasm.en.pagefind'), zlib.gzipSync(data));
    fs.writeFileSync(path.join(dir, 'pagefind-entry.json'), '{"version":"1.6.0"}');
    assert.equal(storeUncompressed(dir), 2);
    assert.deepEqual(fs.readFileSync(path.join(dir, 'fragment/en_1.pf_fragment')), data);
    assert.deepEqual(fs.readFileSync(path.join(dir, 'wasm.en.pagefind')), data);
    assert.equal(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8'), '{"version":"1.6.0"}');
    assert.equal(storeUncompressed(dir), 0, 'a second run finds nothing to inflate');

    fs.writeFileSync(path.join(dir, 'index.pf_index'), zlib.gzipSync(Buffer.from('not pagefind')));
    assert.throws(() => storeUncompressed(dir), /index\.pf_index: not a Pagefind data file/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

// Pagefind 1.6's build_excerpt, as its engine ships it (whitespace added), with what the patch needs around it.
const engine = `var word_separators=/[^\\S\\uFEFF]+/g;var build_excerpt=(content,start,length,locations)=>{
let is_zws_delimited=content.includes("\\u200B");let fragment_words=[];if(is_zws_delimited){
fragment_words=content.split("\\u200B");}else{fragment_words=content.split(word_separators);}
for(let word of locations){if(fragment_words[word]?.startsWith(\`<mark>\`)){continue;}
fragment_words[word]=\`<mark>\${fragment_words[word]}</mark>\`;}
return fragment_words.slice(start,start+length).join(" ");};`;

test('build_excerpt splits a page once, and each call still marks only its own words', () => {
  type Excerpt = (content: string, start: number, length: number, locations: number[]) => string;
  const context = vm.createContext({splits: 0});
  // Counts the splits made with a regular expression (the word split) in the engine's own realm.
  vm.runInContext(
    `const split = String.prototype.split;
     String.prototype.split = function (separator, limit) {
       if (separator instanceof RegExp) splits += 1;
       return split.call(this, separator, limit);
     };`,
    context,
  );
  vm.runInContext(reuseExcerptWords(engine), context);
  const excerpt = vm.runInContext('build_excerpt', context) as Excerpt;
  const splits = (): number => vm.runInContext('splits', context) as number;
  const page = 'one two three four five six';
  assert.equal(excerpt(page, 0, 3, [1]), 'one <mark>two</mark> three');
  assert.equal(excerpt(page, 2, 3, [3]), 'three <mark>four</mark> five', 'the first call left no mark behind');
  assert.equal(splits(), 1, 'the same page is split once');
  assert.equal(excerpt('seven eight', 0, 2, [0]), '<mark>seven</mark> eight', 'another page is split anew');
  assert.equal(splits(), 2);
  assert.equal(excerpt(page, 0, 2, []), 'one two');
  assert.equal(splits(), 3);
});

test('an engine whose build_excerpt changed stops the build', () => {
  assert.throws(
    () => reuseExcerptWords(engine.replace('content.split(word_separators)', 'content.split(/\\s+/)')),
    /Pagefind upgraded/,
  );
  assert.throws(() => reuseExcerptWords(`${engine}${engine}`), /Pagefind upgraded/);
});
