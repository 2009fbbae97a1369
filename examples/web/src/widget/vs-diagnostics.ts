/**
 * Development diagnostics: wraps the adapter and `onAction` so that every request, answer and widget error shows in
 * the console, warns when a second adapter is registered, and checks the container before the widget is added.
 * Remove the wrappers, or switch them off, in production.
 */
import type {TriggerActionFunctionType} from 'virtual-stadium-api';
import type {
  AdapterCallback,
  AdapterOnRequest,
  AdapterRequestName,
  AdapterRequestParams,
  AdapterUnlistedRequestParams,
  VirtualStadiumProps,
} from 'virtual-stadium-api/embed';

let adapterRegistrations = 0;

// The request names the typings list; `satisfies` fails the build when a name is added and not listed here.
const LISTED = {
  outcomes: true,
  matchEventMarkets: true,
  'virtualStadium.matchEventMarkets': true,
  betHistory: true, // designed: confirm at onboarding
} satisfies Record<AdapterRequestName, true>;

function isListed(params: AdapterRequestParams | AdapterUnlistedRequestParams): params is AdapterRequestParams {
  return Object.hasOwn(LISTED, String(params[0]));
}

/** Returns a callback that logs the answer and the time it took, then passes the answer on unchanged. */
function logAnswer<R>(requestName: string, reply: AdapterCallback<R>): AdapterCallback<R> {
  const started = performance.now();
  return (error, response) => {
    const ms = Math.round(performance.now() - started);
    if (error) console.error(`[VS] <- ${requestName} failed after ${ms} ms`, error);
    else console.info(`[VS] <- ${requestName} answered after ${ms} ms`, response);
    reply(error, response);
  };
}

/** Puts the logging callback in place of the widget's; N keeps the name, args and callback of one request together. */
function logAnswerOf<N extends AdapterRequestName>(params: AdapterRequestParams<N>): void {
  params[2] = logAnswer(params[0], params[2]);
}

/** Wraps an adapter so that every request and answer appears in the console. */
export function withRequestLog(adapter: AdapterOnRequest): AdapterOnRequest {
  adapterRegistrations += 1;
  if (adapterRegistrations > 1) {
    console.error('[VS] A second adapter is being registered. Register exactly one per page load.');
  }
  return (...params) => {
    console.info(`[VS] -> ${String(params[0])}`, params[1]);
    if (isListed(params)) logAnswerOf(params);
    else params[2] = logAnswer(String(params[0]), params[2]);
    // The same request, with the logging callback in place of the widget's.
    adapter(...params);
  };
}

/** Wraps onAction so that errors reported by the widget are logged. */
export function withActionLog(onAction: TriggerActionFunctionType): TriggerActionFunctionType {
  return (...params) => {
    const [type, data] = params;
    // designed: confirm at onboarding
    if (type === 'Error') console.error('[VS] widget error:', data.message);
    else console.debug(`[VS] action ${type}`, data);
    onAction(...params);
  };
}

/** Checks the page before the widget is added; false when the chat cannot show. */
export function checkPage(selector: string): boolean {
  if (typeof window.SIR !== 'function') {
    console.error('[VS] SIR is not defined: the loader snippet did not run before this script.');
    return false;
  }
  const container = document.querySelector<HTMLElement>(selector);
  if (!container) {
    console.error(`[VS] No element matches ${selector}.`);
    return false;
  }
  if (container.getBoundingClientRect().height < 1) {
    console.warn(`[VS] ${selector} has no height; the chat will not be visible.`);
  }
  return true;
}

/** Runs once the container is in the DOM: run from <head>, the check would report a missing element. */
function whenDomReady(run: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, {once: true});
  else run();
}

/** Registers the adapter and adds the widget, both wrapped, in development. */
export function startWithDiagnostics(selector: string, adapter: AdapterOnRequest, props: VirtualStadiumProps): void {
  // A missing loader makes SIR a ReferenceError: check before the first call, so the message above can show.
  if (typeof window.SIR === 'function') SIR('registerAdapter', withRequestLog(adapter));
  whenDomReady(() => {
    if (!checkPage(selector)) return;
    SIR('addWidget', selector, 'virtualStadium', {
      ...props,
      ...(props.onAction !== undefined ? {onAction: withActionLog(props.onAction)} : {}),
    });
  });
}
