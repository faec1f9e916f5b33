// The prerendered page is on screen before its scripts run, so a diner may already type in
// its search box or press its button. React then replaces that HTML with the same page; what
// the diner did there must not be lost. Controls are matched by kind (tag, type, name and
// label) and their place among the controls of that kind: the app's first render may have
// controls the server's HTML had not (cuisine boxes from the diner's stored list), which
// must not shift the pairing of the others.
import { EARLY_PRESS_GLOBAL } from 'shared/prerender/page-data-element';

const CONTROLS = 'input, select, textarea';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const controlsIn = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<Control>(CONTROLS));

const sameKind = (a: Control, b: Control) =>
  a.tagName === b.tagName &&
  a.getAttribute('type') === b.getAttribute('type') &&
  a.getAttribute('name') === b.getAttribute('name') &&
  a.getAttribute('aria-label') === b.getAttribute('aria-label');

const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

function changedByDiner(control: Control): boolean {
  if (isToggle(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement) {
    return Array.from(control.options).some((option) => option.selected !== option.defaultSelected);
  }
  return control.value !== control.defaultValue;
}

/** Sets a value the way typing does, so React's onChange sees it. */
function enter(control: Control, from: Control) {
  if (isToggle(control)) {
    if (control.checked !== (from as HTMLInputElement).checked) control.click();
    return;
  }
  // React tracks the value set through the element's own property; the prototype's setter
  // bypasses that tracker, so the event below reads as a change.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  setter?.call(control, from.value);
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', {
      bubbles: true,
    }),
  );
}

/** A button as a diner tells it apart: its label, or its text. */
const buttonName = (button: HTMLButtonElement) =>
  button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';

/** The buttons in `container` named `name`, in page order. */
const buttonsNamed = (container: HTMLElement, name: string) =>
  Array.from(container.querySelectorAll('button')).filter((button) => buttonName(button) === name);

interface Press {
  name: string;
  /** Its place among the buttons of that name (a page may show two "Try again"). */
  nth: number;
  button: HTMLButtonElement;
}

export interface FirstScreen {
  /** Call once React has replaced the prerendered HTML: carries the diner's input over. */
  carryOver(): void;
}

/** Starts watching the prerendered page in `container` for input, focus and submits. */
export function watchFirstScreen(container: HTMLElement): FirstScreen {
  const before = controlsIn(container);
  const forms = Array.from(container.querySelectorAll('form'));
  let focused: Element | null = container.contains(document.activeElement)
    ? document.activeElement
    : null;
  let submitted = -1;
  let pressed: Press | undefined;
  const onFocus = (event: FocusEvent) => {
    focused = event.target as Element;
  };
  // The prerendered form has no handler yet: submitted natively, the browser would load the
  // result page from the server. It is submitted again, by the app, once the app is there,
  // which searches without loading a page.
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    submitted = forms.indexOf(event.target as HTMLFormElement);
  };
  // A button in the server's HTML does nothing yet (a cuisine, a tab, a time): the last one
  // pressed is pressed again on the app's page. A submit button's press is the submit above.
  const record = (target: EventTarget | null | undefined) => {
    const button = (target as Element | null | undefined)?.closest?.('button');
    if (!button || !container.contains(button) || (button.type === 'submit' && button.form)) return;
    const name = buttonName(button);
    pressed = { name, nth: buttonsNamed(container, name).indexOf(button), button };
  };
  const onClick = (event: MouseEvent) => record(event.target);
  // Pressed before this script ran: the server's inline loader kept it (ADR 0024).
  const early = (window as unknown as Record<string, (() => EventTarget | null) | undefined>)[
    EARLY_PRESS_GLOBAL
  ];
  if (typeof early === 'function') record(early());
  container.addEventListener('focusin', onFocus);
  container.addEventListener('submit', onSubmit);
  container.addEventListener('click', onClick);

  return {
    carryOver() {
      container.removeEventListener('focusin', onFocus);
      container.removeEventListener('submit', onSubmit);
      container.removeEventListener('click', onClick);
      // The page is the app's now (tests wait for this before they click).
      container.removeAttribute('data-prerendered');
      // The app's controls not yet paired, in page order: each of the server's takes the first
      // of its kind left.
      const after = controlsIn(container);
      let refocus: Control | undefined;
      let selection: [number | null, number | null] | undefined;
      before.forEach((old) => {
        const index = after.findIndex((next) => sameKind(old, next));
        if (index < 0) return;
        const [next] = after.splice(index, 1) as [Control];
        if (changedByDiner(old)) enter(next, old);
        if (old === focused) {
          refocus = next;
          if (!(old instanceof HTMLSelectElement))
            selection = [old.selectionStart, old.selectionEnd];
        }
      });
      const form = submitted === -1 ? undefined : container.querySelectorAll('form')[submitted];
      const press = pressed && buttonsNamed(container, pressed.name)[pressed.nth];
      const pressFocused = pressed?.button === focused;
      // In a later task, once React has rendered the input above: the caret is placed in the
      // value the app renders, and the submit reads the app's new state.
      setTimeout(() => {
        if (refocus?.isConnected) {
          refocus.focus();
          if (selection && !(refocus instanceof HTMLSelectElement)) {
            try {
              refocus.setSelectionRange(...selection);
            } catch {
              // Inputs such as type=email have no selection to restore.
            }
          }
        }
        if (press?.isConnected && !press.disabled) {
          press.click();
          if (pressFocused) press.focus();
        }
        if (form?.isConnected) form.requestSubmit();
      }, 0);
    },
  };
}
