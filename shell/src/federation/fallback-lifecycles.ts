/**
 * Plain-DOM single-spa lifecycles shown in the outlet instead of an area that cannot run.
 * No React, no shared modules: this code is bundled into the federation runtime, which runs
 * before shared modules are negotiated, and it must still work when everything else failed.
 */
export interface FallbackProps {
  domElementGetter?: () => HTMLElement | null;
  /** `unavailableMessage` replaces "The <Title> area could not be loaded." (a public page's words). */
  area?: { name: string; title: string; unavailableMessage?: string };
  retryArea?: (name: string) => void;
}

export interface FallbackLifecycles {
  bootstrap(props?: unknown): Promise<void>;
  mount(props?: unknown): Promise<void>;
  unmount(props?: unknown): Promise<void>;
}

export const FALLBACK_ATTRIBUTE = 'data-area-fallback';

/** "mf_fleet" → "Fleet", for when the registry title is not at hand. */
export const titleFromRemoteName = (name: string): string => {
  const words = name
    .replace(/^mf[_-]/, '')
    .split(/[_-]+/)
    .filter(Boolean);
  const title = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
  return title || name;
};

const outletOf = (props: FallbackProps): HTMLElement =>
  props.domElementGetter?.() ?? document.getElementById('app-outlet') ?? document.body;

export const renderAreaFallback = (outlet: HTMLElement, message: string, onRetry: (() => void) | null): HTMLElement => {
  outlet.querySelectorAll(`[${FALLBACK_ATTRIBUTE}]`).forEach((node) => node.remove());
  const box = document.createElement('div');
  box.setAttribute(FALLBACK_ATTRIBUTE, '');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'margin:25px;padding:20px;border:1px solid #e53e3e;border-radius:10px;background:#fff5f5;color:#742a2a;font:14px system-ui,sans-serif';
  const text = document.createElement('p');
  text.textContent = message;
  text.style.margin = '0 0 12px';
  box.appendChild(text);
  if (onRetry) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Try again';
    button.style.cssText = 'height:36px;padding:0 16px;border-radius:6px;border:1px solid #742a2a;background:#fff;cursor:pointer';
    button.addEventListener('click', onRetry);
    box.appendChild(button);
  }
  outlet.appendChild(box);
  return box;
};

interface FallbackOptions {
  /** Remote container name, used when the mount props carry no area. */
  remoteName: string;
  /** The message; by default "The <Title> area could not be loaded." */
  message?: (title: string) => string;
  /** Whether a retry can help (not for a refused contract version). */
  retryable?: boolean;
}

export const createFallbackLifecycles = (options: FallbackOptions): FallbackLifecycles => {
  let box: HTMLElement | null = null;
  const describe = (title: string, props: FallbackProps) =>
    options.message?.(title) ?? props.area?.unavailableMessage ?? `The ${title} area could not be loaded.`;
  return {
    bootstrap: async () => undefined,
    mount: async (rawProps) => {
      const props = (rawProps ?? {}) as FallbackProps;
      const name = props.area?.name ?? options.remoteName;
      const title = props.area?.title ?? titleFromRemoteName(name);
      const retry = options.retryable === false ? null : () => (props.retryArea ? props.retryArea(name) : window.location.reload());
      box = renderAreaFallback(outletOf(props), describe(title, props), retry);
    },
    unmount: async () => {
      box?.remove();
      box = null;
    },
  };
};
