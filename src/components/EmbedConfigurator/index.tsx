import {useEffect, useMemo, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

import CodeBlocks from '@site/src/components/CodeBlocks';
import {
  actionOptions,
  buildEmbedSnippet,
  defaultOptions,
  embedSnippetTitles,
  moduleOptions,
  optionsFromQuery,
  optionsToQuery,
  validate,
  type EmbedOptions,
  type Field,
  type ModuleKey,
} from '@site/src/utils/embedConfigurator';
import {channelIdAlphabet, formatFact} from '@site/src/data/productFacts';
import type {TriggerActionEnum} from 'virtual-stadium-api';
import type * as CodeTokens from '@site/src/utils/codeTokens';
import styles from './styles.module.css';

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}

interface CheckboxGroupProps<T extends string> {
  readonly legend: string;
  readonly name: string;
  readonly choices: readonly {value: T; label: ReactNode}[];
  readonly selected: readonly T[];
  readonly onToggle: (value: T) => void;
}

function CheckboxGroup<T extends string>({
  legend,
  name,
  choices,
  selected,
  onToggle,
}: CheckboxGroupProps<T>): ReactNode {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.check}>
          <input
            type="checkbox"
            name={name}
            value={choice.value}
            checked={selected.includes(choice.value)}
            onChange={() => onToggle(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

const fieldLabels: Record<Field, string> = {
  channelId: 'Channel id',
  selector: 'Container selector',
  language: 'Language',
};

/**
 * Builds the embed code on the page. The choices live in the URL (shareable); the server-rendered
 * HTML carries the default snippet, so readers without JavaScript still get working code.
 */
type Tokenizer = typeof CodeTokens;

/**
 * The code tokenizer, fetched on its own once the configurator is on screen: it colours the code as the reader
 * changes it, and no other page loads it. Until it arrives (and without JavaScript) the code is plain.
 */
function useTokenizer(): Tokenizer | null {
  const [tokenizer, setTokenizer] = useState<Tokenizer | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('@site/src/utils/codeTokens').then((module) => {
      if (mounted) setTokenizer(module);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return tokenizer;
}

export default function EmbedConfigurator(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  // The reader's choices on this page; before the first one, the URL's. The URL is read only once hydrated
  // (`isBrowser` turns true and re-renders), so the server-rendered default matches the first client render.
  const [chosen, setChosen] = useState<EmbedOptions | null>(null);
  const options = useMemo(
    () => chosen ?? (isBrowser && location.search ? optionsFromQuery(location.search) : defaultOptions),
    [chosen, isBrowser, location.search],
  );

  const update = (next: EmbedOptions): void => {
    setChosen(next);
    history.replace({search: optionsToQuery(next), hash: location.hash});
  };

  const tokenizer = useTokenizer();
  const errors = useMemo(() => validate(options), [options]);
  const snippet = useMemo(() => (errors.length === 0 ? buildEmbedSnippet(options) : undefined), [errors, options]);
  const errorFor = (field: Field) => errors.find((error) => error.field === field);

  const textField = (field: Field, help: string): ReactNode => {
    const error = errorFor(field);
    const id = `embed-${field}`;
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{fieldLabels[field]}</label>
        <input
          id={id}
          name={field}
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={options[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          onChange={(event) => update({...options, [field]: event.target.value})}
        />
        <small id={`${id}-help`}>{help}</small>
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error.message}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className={styles.configurator}>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label="Embed options">
        <CheckboxGroup
          legend="Modules"
          name="modules"
          choices={moduleOptions.map((option) => ({value: option.key, label: option.label}))}
          selected={options.modules}
          onToggle={(key) => update({...options, modules: toggle<ModuleKey>(options.modules, key)})}
        />
        <CheckboxGroup
          legend="Actions to handle in onAction"
          name="actions"
          choices={actionOptions.map((option) => ({value: option.type, label: <code>{option.type}</code>}))}
          selected={options.actions}
          onToggle={(type) => update({...options, actions: toggle<TriggerActionEnum>(options.actions, type)})}
        />
        <fieldset>
          <legend>Page and channel</legend>
          {textField(
            'channelId',
            `Up to ${formatFact('channelIdMaxLength')}: ${channelIdAlphabet}, as created in the Moderation UI or the API.`,
          )}
          {textField('selector', 'The element the widget fills, for example #sr-vs-widget.')}
          {textField('language', 'Loader language, for example en. Supported languages are agreed at onboarding.')}
        </fieldset>
        <p className={styles.share}>The page address keeps your choices: copy it to share this configuration.</p>
      </form>
      <div className={styles.output} aria-live="polite" data-tokenizer={tokenizer?.codeTokenizerName}>
        {snippet ? (
          <CodeBlocks
            blocks={[
              {language: 'html', title: embedSnippetTitles.html, code: snippet.html},
              {language: 'ts', title: embedSnippetTitles.script, code: snippet.script},
            ].map((block) => ({...block, tokens: tokenizer?.tokenizeCode(block.code, block.language)}))}
          />
        ) : (
          <p className={styles.error}>Fix the highlighted fields to see the code.</p>
        )}
      </div>
    </div>
  );
}
