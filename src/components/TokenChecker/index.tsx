import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Admonition from '@theme/Admonition';

import CodeBlocks from '@site/src/components/CodeBlocks';
import {jwtEnvValues} from '@site/src/data/productFacts';
import {checkToken, maxTokenLength, signatureNotice, type CheckStatus, type TokenCheck} from '@site/src/utils/jwtCheck';
import styles from './styles.module.css';

/** Each status has a symbol and a word, so it never depends on colour alone. */
const statusText: Record<CheckStatus, {readonly symbol: string; readonly word: string}> = {
  pass: {symbol: '✓', word: 'Pass'},
  fail: {symbol: '✗', word: 'Fail'},
  warn: {symbol: '!', word: 'Warning'},
};

interface Checked {
  readonly result: TokenCheck;
  /** When the check ran, in milliseconds: token age depends on it. */
  readonly at: number;
}

function summaryOf(checked: Checked | undefined): string {
  if (checked === undefined) return 'No token checked yet.';
  const {result} = checked;
  if (!result.ok) return `Not checked. ${result.problem.message}`;
  const {pass, fail, warn} = result.counts;
  return `${result.results.length} checks: ${pass} passed, ${fail} failed, ${warn} ${warn === 1 ? 'warning' : 'warnings'}.`;
}

/**
 * Decodes a pasted token and checks its header and claims against the authentication page's rules
 * (src/utils/jwtCheck.ts). Everything happens in this component: no request, no storage, no URL state.
 * Token content is only ever rendered as React text, never as HTML.
 */
export default function TokenChecker(): ReactNode {
  const id = useId();
  const isBrowser = useIsBrowser();
  const [input, setInput] = useState('');
  const [checked, setChecked] = useState<Checked | undefined>(undefined);

  const update = (value: string): void => {
    setInput(value);
    const at = Date.now();
    setChecked(value.trim() === '' ? undefined : {result: checkToken(value, Math.floor(at / 1000)), at});
  };

  const result = checked?.result;
  const problem = result !== undefined && !result.ok;
  const fieldId = `${id}-token`;
  const helpId = `${id}-help`;
  const warningId = `${id}-warning`;
  const summaryId = `${id}-summary`;

  return (
    <section className={styles.checker} aria-label="Token checker">
      <div id={warningId}>
        <Admonition type="warning" title="Do not paste production tokens">
          <p>
            Use tokens from a development environment only (<code>env</code> set to <code>{jwtEnvValues[0]}</code>). The
            checker runs entirely in this browser tab: it sends nothing and stores nothing. Still, a production token
            lets whoever sees it act as one of your users until it expires, so keep it out of web pages and shared
            screens.
          </p>
        </Admonition>
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId}>Token to check</label>
        <textarea
          id={fieldId}
          rows={5}
          value={input}
          disabled={!isBrowser}
          spellCheck={false}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          data-gramm="false"
          data-enable-grammarly="false"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${helpId} ${warningId}${problem ? ` ${summaryId}` : ''}`}
          onChange={(event) => update(event.target.value)}
        />
        <p id={helpId} className={styles.help}>
          Paste the whole token: header, payload and signature, separated by dots. The checker reads up to{' '}
          {maxTokenLength.toLocaleString('en')} characters ({maxTokenLength / 1024} KiB) and needs JavaScript.
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={input === ''}
            onClick={() => update('')}
          >
            Clear
          </button>
        </div>
      </div>

      <p id={summaryId} className={clsx(styles.summary, problem && styles.problem)} role="status" aria-live="polite">
        {summaryOf(checked)}
      </p>

      {result?.ok && checked && (
        <>
          <ul className={styles.results} aria-label="Check results">
            {result.results.map((entry) => (
              <li
                key={entry.rule}
                className={clsx(styles.result, styles[entry.status])}
                data-rule={entry.rule}
                data-status={entry.status}
              >
                <span className={styles.badge}>
                  <span aria-hidden="true">{statusText[entry.status].symbol}</span> {statusText[entry.status].word}
                </span>
                <span className={styles.text}>
                  <strong>{entry.label}</strong>: {entry.message}
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.notice}>
            <strong>Signature:</strong> {signatureNotice}
          </p>
          <p className={styles.help}>
            Checked at {new Date(checked.at).toLocaleTimeString('en')} by this computer’s clock; edit the token to check
            it again.
          </p>
          <div className={styles.decoded}>
            <CodeBlocks
              blocks={[
                {language: 'json', title: 'Header (decoded)', code: result.headerJson},
                {language: 'json', title: 'Payload (decoded)', code: result.payloadJson},
              ]}
            />
          </div>
        </>
      )}
    </section>
  );
}
