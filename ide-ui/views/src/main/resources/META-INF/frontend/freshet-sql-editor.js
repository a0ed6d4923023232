// The Flink SQL editor: CodeMirror 6 inside a Lit element. The server owns analysis and completion;
// this element only renders, batches text changes, and turns shortcuts into events.
import { LitElement, html, css } from 'lit';
import { EditorView, keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter, drawSelection,
  dropCursor, highlightSpecialChars, tooltips } from '@codemirror/view';
import { EditorState, Prec, EditorSelection } from '@codemirror/state';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { sql, SQLDialect } from '@codemirror/lang-sql';
import { syntaxHighlighting, defaultHighlightStyle, bracketMatching, indentOnInput } from '@codemirror/language';
import { autocompletion, completionKeymap, closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { setDiagnostics, lintGutter, lintKeymap } from '@codemirror/lint';
import { search, searchKeymap, highlightSelectionMatches } from '@codemirror/search';

const STANDARD_KEYWORDS = 'absolute action add after all allocate alter and any are as asc assertion at authorization '
  + 'before begin between both breadth by call cascade cascaded case cast catalog catalogs check close collate '
  + 'collation column columns commit condition connect connection constraint constraints constructor continue '
  + 'corresponding count create cross cube current current_date current_default_transform_group '
  + 'current_path current_role current_time current_timestamp current_transform_group_for_type current_user '
  + 'cursor cycle data day deallocate declare default deferrable deferred delete depth deref desc describe '
  + 'descriptor deterministic diagnostics disconnect distinct do domain drop dynamic each else elseif end '
  + 'equals escape except exception exec execute exists exit explain external false fetch first for foreign '
  + 'found from free full function functions general get global go goto grant group grouping handle having '
  + 'hold hour identity if immediate in indicator initially inner inout input insert intersect into is '
  + 'isolation join key language last lateral leading leave left level like limit local localtime '
  + 'localtimestamp locator loop map match method minute modifies module month names natural nclob new next '
  + 'no none not null nullif object of offset old on only open option or order ordinality out outer output '
  + 'overlaps overwrite pad parameter partial partition partitioned path preserve primary prior privileges '
  + 'procedure public range read reads recursive ref references referencing relative release repeat resignal '
  + 'restrict result return returns revoke right role rollback rollup routine row rows savepoint schema scroll '
  + 'search second section select session session_user set sets show signal similar size some space specific '
  + 'specifictype sql sqlexception sqlstate sqlwarning start state static system_user table tables temporary '
  + 'then timezone_hour timezone_minute to trailing transaction translation treat trigger true under union '
  + 'unique unknown unnest until update usage use user using value values view when whenever where while with '
  + 'within without work write year zone over';
const FLINK_KEYWORDS = 'materialized freshness refresh_mode refresh suspend resume watermark watermarks enforced '
  + 'comment if temporary statement modules module load unload jar jars reset tumble hop cumulate session '
  + 'descriptor proctime rowtime interval continuous full compile plan ignore json_execution_plan changelog_mode '
  + 'estimated_cost analyze compute statistics like including excluding overwriting options constraints '
  + 'generated metadata virtual distributed buckets into system_time partitions';
const TYPES = 'array bigint binary bit blob boolean char character clob date dec decimal double float int '
  + 'integer interval large multiset national nchar numeric nvarchar real smallint time timestamp '
  + 'timestamp_ltz tinyint varbinary varchar string bytes raw row map';

const FlinkSql = SQLDialect.define({
  keywords: STANDARD_KEYWORDS + ' ' + FLINK_KEYWORDS,
  types: TYPES,
  builtin: 'date_format to_timestamp to_date unix_timestamp from_unixtime coalesce concat concat_ws '
    + 'substring upper lower trim lpad rpad regexp_replace regexp_extract json_value json_query '
    + 'window_start window_end window_time current_watermark sum min max avg first_value last_value '
    + 'listagg row_number rank dense_rank lag lead',
  backslashEscapes: false,
  doubleQuotedStrings: false,
  identifierQuotes: '`',
});

const COMPLETION_TYPES = {
  KEYWORD: 'keyword', CATALOG: 'namespace', DATABASE: 'namespace', TABLE: 'class', COLUMN: 'property',
  FUNCTION: 'function',
};

/**
 * At most one text update to the server per this many ms: a keystroke after a quiet spell goes at once (the
 * squiggle should not wait), a burst of keystrokes is batched into one request at the end of the interval.
 */
const SYNC_DELAY_MS = 60;
/** How long typing must pause before the editor reports that the text rests (the server autosaves then). */
const IDLE_DELAY_MS = 1500;
// unsent text older than this is not brought back: the script has likely moved on
const UNSENT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

class FreshetSqlEditor extends LitElement {
  static get properties() {
    return {
      value: { type: String },
      diagnostics: { type: String },
      readonly: { type: Boolean },
    };
  }

  static get styles() {
    return css`
      :host { display: block; position: relative; min-height: 8em; border: 1px solid var(--lumo-contrast-20pct, #ccc);
        border-radius: var(--lumo-border-radius-m, 4px); overflow: hidden; background: var(--lumo-base-color, #fff); }
      #cm { height: 100%; }
      .cm-editor { height: 100%; font-size: var(--lumo-font-size-s, 14px); }
      .cm-editor.cm-focused { outline: none; }
      .cm-scroller { font-family: ui-monospace, 'JetBrains Mono', Menlo, Consolas, monospace; line-height: 1.3; }
    `;
  }

  constructor() {
    super();
    this.value = '';
    this.diagnostics = '[]';
    this.readonly = false;
    this._syncTimer = null;
    this._idleTimer = null;
    this.idleDelay = IDLE_DELAY_MS;
    this._prefetched = null;
  }

  render() {
    return html`<div id="cm"></div>`;
  }

  firstUpdated() {
    this._view = new EditorView({
      state: this._newState(this.value || ''),
      parent: this.renderRoot.querySelector('#cm'),
      root: this.renderRoot,
    });
    this._persisted = this.value || '';
    this._applyDiagnostics();
    this._restoreUnsent();
  }

  connectedCallback() {
    super.connectedCallback();
    // a reload or a closed tab right after typing: the server's save may not get out, the browser's storage does
    this._keepUnsent = () => this._storeUnsent();
    this._onHidden = () => document.visibilityState === 'hidden' && this._storeUnsent();
    window.addEventListener('pagehide', this._keepUnsent);
    document.addEventListener('visibilitychange', this._onHidden);
  }

  disconnectedCallback() {
    window.removeEventListener('pagehide', this._keepUnsent);
    document.removeEventListener('visibilitychange', this._onHidden);
    super.disconnectedCallback();
  }

  get _unsentKey() {
    return 'freshet-unsent:' + this.id;
  }

  /** Text typed since the server last kept it, with the text it was typed on; and a try to hand it over at once. */
  _storeUnsent() {
    if (!this._view || this.readonly || !this.id) {
      return;
    }
    const text = this._view.state.doc.toString();
    if (text === this._persisted) {
      return;
    }
    try {
      localStorage.setItem(this._unsentKey, JSON.stringify({ base: this._persisted, text, at: Date.now() }));
    } catch (full) {
      // no storage: the server's draft is all there is
    }
    this._fire('text-idle', {});
  }

  /** After a reload: the unsent text comes back when the server still holds the text it was typed on. */
  _restoreUnsent() {
    let kept = null;
    try {
      kept = JSON.parse(localStorage.getItem(this._unsentKey) || 'null');
      localStorage.removeItem(this._unsentKey);
    } catch (unreadable) {
      return;
    }
    if (!kept || this.readonly || kept.base !== (this.value || '') || kept.text === kept.base
        || Date.now() - kept.at > UNSENT_MAX_AGE_MS) {
      return;
    }
    this._view.dispatch({ changes: { from: 0, to: this._view.state.doc.length, insert: kept.text },
      userEvent: 'input.restore' });
    // at once, not after the sync delay: updated() runs right after firstUpdated() and would put the server's
    // value back over a document that differs from it, losing the restored text
    this._sync();
  }

  updated(changed) {
    if (!this._view) {
      return;
    }
    if (changed.has('value') && (this.value || '') !== this._view.state.doc.toString()) {
      // a value from the server (another script opened, a version restored) replaces the document
      this._view.setState(this._newState(this.value || ''));
      this._persisted = this.value || '';
      this._applyDiagnostics();
    } else if (changed.has('diagnostics')) {
      this._applyDiagnostics();
    }
    if (changed.has('readonly') && changed.get('readonly') !== undefined) {
      this._view.setState(this._newState(this._view.state.doc.toString()));
    }
  }

  _newState(doc) {
    const shortcuts = Prec.highest(keymap.of([
      { key: 'Mod-Enter', run: () => this._fire('run-statement', this._selectionDetail()), preventDefault: true },
      { key: 'Mod-Shift-Enter', run: () => this._fire('run-script', {}), preventDefault: true },
      { key: 'Mod-s', run: () => this._fire('save-requested', {}), preventDefault: true },
      { key: 'Shift-Alt-f', run: () => this.format(), preventDefault: true },
      { key: 'Mod-Shift-e', run: () => this._fire('explain-requested', this._selectionDetail()), preventDefault: true },
      { key: 'Ctrl-F2', run: () => this._fire('stop-requested', {}), preventDefault: true },
      { key: 'F1', run: () => this._fire('shortcuts-requested', {}), preventDefault: true },
      // CodeMirror asks an explicit completion's source only 50 ms after the key: ask the server at once
      { key: 'Ctrl-Space', run: view => this._prefetch(view.state) },
      { mac: 'Alt-`', run: view => this._prefetch(view.state) },
    ]));
    return EditorState.create({
      doc,
      extensions: [
        shortcuts,
        Prec.highest(EditorView.domEventHandlers({ beforeinput: (event, view) => this._bulkInsert(event, view) })),
        // tooltips stay inside the editor: above line 1 they went under the tab bar
        tooltips({ tooltipSpace: () => this._tooltipSpace() }),
        lineNumbers(), highlightActiveLineGutter(), highlightSpecialChars(), history(), drawSelection(),
        dropCursor(), indentOnInput(), bracketMatching(), closeBrackets(), highlightActiveLine(),
        highlightSelectionMatches(), syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        sql({ dialect: FlinkSql, upperCaseKeywords: true }),
        autocompletion({ override: [ctx => this._complete(ctx)], activateOnTyping: true }),
        lintGutter(), search({ top: true }),
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap,
          ...completionKeymap, ...lintKeymap, indentWithTab]),
        EditorState.readOnly.of(this.readonly),
        EditorView.updateListener.of(update => {
          if (update.docChanged) {
            this._scheduleSync();
            // a typed dot opens column completion after CodeMirror's typing pause: the answer is on its way by then
            if (update.transactions.some(tr => tr.isUserEvent('input.type'))
                && update.state.sliceDoc(update.state.selection.main.head - 1, update.state.selection.main.head) === '.') {
              this._prefetch(update.state);
            }
          }
        }),
      ],
    });
  }

  /**
   * Multi-line text the browser would insert by itself (an input method, dictation, a tool's text insertion)
   * becomes one CodeMirror change, as a paste does: Chromium applies it as one editing step per line, quadratic
   * in the number of lines, and 5,000 pasted lines froze the tab.
   */
  _bulkInsert(event, view) {
    if (event.inputType !== 'insertText' || view.composing || !event.data || !/[\r\n]/.test(event.data)) {
      return false;
    }
    if (!view.state.readOnly) {
      view.dispatch(view.state.replaceSelection(event.data), { userEvent: 'input.paste', scrollIntoView: true });
    }
    return true;
  }

  /** The part of the window the editor covers: where its tooltips may go. */
  _tooltipSpace() {
    const box = this.getBoundingClientRect();
    return { top: Math.max(0, box.top), left: Math.max(0, box.left),
      bottom: Math.min(window.innerHeight, box.bottom), right: Math.min(window.innerWidth, box.right) };
  }

  _scheduleSync() {
    const since = performance.now() - (this._syncedAt || -Infinity);
    if (!this._syncTimer) {
      this._syncTimer = setTimeout(() => this._sync(), Math.max(0, SYNC_DELAY_MS - since));
    }
    clearTimeout(this._idleTimer);
    this._idleTimer = setTimeout(() => this._fire('text-idle', {}), this.idleDelay);
  }

  /** Hands the current text to the server now (before a shortcut's event, so the server acts on it). */
  _sync() {
    clearTimeout(this._syncTimer);
    this._syncTimer = null;
    this._syncedAt = performance.now();
    const text = this._view.state.doc.toString();
    if (text !== this.value) {
      this.value = text;
      this.dispatchEvent(new CustomEvent('value-changed', { detail: { value: text } }));
    }
  }

  _selectionDetail() {
    const range = this._view.state.selection.main;
    return { offset: range.head, from: range.from, to: range.to };
  }

  _fire(name, detail) {
    this._sync();
    if (name === 'text-idle' || name === 'save-requested') {
      this._persisted = this._view.state.doc.toString();
    }
    this.dispatchEvent(new CustomEvent(name, { detail }));
    return true;
  }

  /** Asks the server to format the selection, or the whole script when nothing is selected. */
  format() {
    const range = this._view.state.selection.main;
    const whole = range.empty;
    return this._fire('format-requested', { from: whole ? 0 : range.from,
      to: whole ? this._view.state.doc.length : range.to });
  }

  async _complete(context) {
    const word = context.matchBefore(/[\w$]*/);
    const afterDot = context.state.sliceDoc(Math.max(0, word.from - 1), word.from) === '.';
    if (!context.explicit && word.from === word.to && !afterDot) {
      return null;
    }
    if (!this.$server || !this.$server.complete) {
      return null;
    }
    const json = await (this._takePrefetched(context.state, context.pos)
      || this.$server.complete(context.state.doc.toString(), context.pos));
    if (context.aborted) {
      return null;
    }
    const result = JSON.parse(json || '{"options":[]}');
    if (!result.options.length) {
      return null;
    }
    return {
      from: Math.min(result.from, context.pos),
      options: result.options.map(o => ({ label: o.label, type: COMPLETION_TYPES[o.kind] || 'text', detail: o.detail,
        boost: o.kind === 'COLUMN' ? 2 : (o.kind === 'KEYWORD' ? -1 : 0) })),
      validFor: /^[\w$]*$/,
    };
  }

  /**
   * Sends the completion request for the cursor ahead of CodeMirror's call of the source; the source takes the
   * answer when the text and cursor are still the same. Returns false so that the key's own binding runs too.
   */
  _prefetch(state) {
    if (this.$server && this.$server.complete) {
      const pos = state.selection.main.head;
      const answer = this.$server.complete(state.doc.toString(), pos);
      // a request nobody takes any more must not end as an unhandled rejection
      answer.catch(() => null);
      this._prefetched = { doc: state.doc, pos, answer };
    }
    return false;
  }

  /** The prefetched answer for this text and cursor, at most once; else null. */
  _takePrefetched(state, pos) {
    const prefetched = this._prefetched;
    this._prefetched = null;
    return prefetched && prefetched.doc === state.doc && prefetched.pos === pos ? prefetched.answer : null;
  }

  _applyDiagnostics() {
    if (!this._view) {
      return;
    }
    const length = this._view.state.doc.length;
    let list = [];
    try {
      list = JSON.parse(this.diagnostics || '[]');
    } catch (e) {
      list = [];
    }
    const clamped = list.map(d => {
      const from = Math.max(0, Math.min(d.from, length));
      const to = Math.max(from, Math.min(Math.max(d.to, d.from + 1), length));
      return { from, to, severity: d.severity, message: d.message, source: d.source };
    });
    this._view.dispatch(setDiagnostics(this._view.state, clamped));
  }

  /** Selects a range, scrolls it into view and focuses the editor (a click in the problems panel). */
  reveal(from, to) {
    const length = this._view.state.doc.length;
    const anchor = Math.max(0, Math.min(from, length));
    const head = Math.max(anchor, Math.min(to, length));
    this._view.dispatch({ selection: EditorSelection.single(anchor, head), scrollIntoView: true });
    this._view.focus();
  }

  /** Replaces a range as one undoable edit (formatting), keeping the rest of the text. */
  replaceRange(from, to, text) {
    const length = this._view.state.doc.length;
    const start = Math.max(0, Math.min(from, length));
    const end = Math.max(start, Math.min(to, length));
    this._view.dispatch({ changes: { from: start, to: end, insert: text },
      selection: EditorSelection.cursor(start + text.length) });
    this._sync();
  }

  focus() {
    if (this._view) {
      this._view.focus();
    }
  }

  /** The text as the editor holds it right now (tests and benchmarks read it). */
  get text() {
    return this._view ? this._view.state.doc.toString() : this.value;
  }
}

customElements.define('freshet-sql-editor', FreshetSqlEditor);
