import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import AreaCards from '@site/src/components/AreaCards';
import {moduleCards, webModules, webPage, type WidgetModule} from '@site/src/data/siteAreas';
import EmbedConfigurator from '@site/src/components/EmbedConfigurator';
import DesignedBadge from '@site/src/components/DesignedBadge';
import styles from './web.module.css';

// The module lists of this page come from the registry (src/data/siteAreas.ts), never written by hand.
const modules: readonly WidgetModule[] = webModules;
const withRequests = modules.filter((module) => module.request !== undefined);
const withoutRequests = modules.filter((module) => module.request === undefined);

function countWord(count: number): string {
  return ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'][count] ?? String(count);
}

/** What goes before item `index` of a prose list of `length`: nothing, ", " or " and ". */
function listSeparator(index: number, length: number): string {
  return index === 0 ? '' : index === length - 1 ? ' and ' : ', ';
}

export default function WebWidget(): ReactNode {
  return (
    <Layout title={webPage.title} description={webPage.description}>
      <main className="container">
        <header className={styles.header}>
          <Heading as="h1">{webPage.heading}</Heading>
          <p className={styles.lead}>
            The virtual stadium is a chat room for one match or topic that you place on any page of your site. It runs
            inside a container you choose, talks to your sportsbook through an adapter you register, and tells your page
            about user actions, such as a tap on a Flash Bet outcome, through the <code>onAction</code> callback.
          </p>
        </header>

        <section className={styles.section}>
          <Heading as="h2">Embed it in three steps</Heading>
          <ol className={clsx(styles.steps, 'vs-prose')}>
            <li>
              Load the widget loader once per page. It defines the <code>SIR</code> function at once and queues your
              calls until the script has arrived.
            </li>
            <li>
              Register exactly one adapter with <code>SIR(&apos;registerAdapter&apos;, …)</code>, before any widget. The
              adapter answers the widget&apos;s requests for odds, markets and bet history.
            </li>
            <li>
              Add the widget with <code>SIR(&apos;addWidget&apos;, selector, &apos;virtualStadium&apos;, props)</code>,
              passing a JWT signed by your backend, the channel id and a flag for each module you use. Set{' '}
              <code>enableFlashBet</code> and <code>enableBetInsights</code> explicitly: their default is not published.
            </li>
          </ol>
          <p>
            Values in angle brackets are supplied to you: <code>&lt;CLIENT_ID&gt;</code> at onboarding and{' '}
            <code>&lt;CHANNEL_ID&gt;</code> when you{' '}
            <Link to="/docs/integration/channelCreation">create a channel</Link>. The token comes from an endpoint of
            your own backend that <Link to="/docs/integration/authentication">signs it</Link>; the script generated
            below calls it at <code>/api/vs-token</code>, the path the authentication guide uses, and stops when it
            answers with an error instead of a token. Every property is listed in the{' '}
            <Link to="/docs/web/widgets/virtualStadium/">widget reference</Link>.
          </p>
        </section>

        <section className={styles.section}>
          <Heading as="h2" id="configure-your-embed">
            Configure your embed
          </Heading>
          <p>
            Pick the modules and actions you need and enter your channel id: the code below updates as you go, and every
            variant of it compiles against the API types, which you{' '}
            <Link to="/docs/api/#install-the-typings">install from this site</Link>. Apart from{' '}
            <code>enableFlashBet</code>, <code>enableBetInsights</code> and the <code>FlashBetOutcome</code> and{' '}
            <code>BetInsightsOutcome</code> actions, the module flags, the action types and the custom{' '}
            <code>betHistory</code> request it offers are the docs team&apos;s model of the widget, confirmed at
            onboarding <DesignedBadge />.
          </p>
          <EmbedConfigurator />
        </section>

        <section className={styles.section}>
          <Heading as="h2">Modules</Heading>
          <p>
            Modules add betting features to the chat, and each one is switched on with its own flag. Only{' '}
            {countWord(withRequests.length)} of them ask your adapter for data:{' '}
            {withRequests.map((module, index) => (
              <span key={module.key}>
                {listSeparator(index, withRequests.length)}
                {module.label} (<code>{module.request}</code>)
              </span>
            ))}
            . {withoutRequests.map((module, index) => listSeparator(index, withoutRequests.length) + module.label)} make
            no adapter request; they report taps to your page through{' '}
            <Link to="/docs/api/functions/onAction">onAction</Link> <DesignedBadge />. The{' '}
            <Link to="/docs/web/widgets/adapter#when-you-need-an-adapter">adapter guide</Link> lists which module sends
            which request.
          </p>
          <AreaCards cards={moduleCards} />
        </section>

        <section className={styles.section}>
          <Heading as="h2">Where to go next</Heading>
          <ul className="vs-prose">
            <li>
              <Link to="/docs/web/overview">Web Widget overview</Link>: how the loader, the adapter and the widget fit
              together.
            </li>
            <li>
              <Link to="/docs/web/widgets/adapter">Adapter guide</Link>: every request name, its arguments and its
              response.
            </li>
            <li>
              <Link to="/docs/web/troubleshooting">Troubleshooting</Link>: the widget stays empty, Flash Bet never
              shows, the token is rejected.
            </li>
            <li>
              <Link to="/docs/api/">API reference</Link>: every type the widget passes to your code.
            </li>
          </ul>
        </section>
      </main>
    </Layout>
  );
}
