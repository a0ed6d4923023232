// Lineage graph: Cytoscape with a layered layout computed here (lineage-layout.js; layers ODS..ADS as ordered
// columns, data flows left to right) and drawn as preset positions. Tables can be expanded into their columns; column
// edges are styled by lineage kind: solid for a VALUE dependency, dashed (labelled JOIN, FILTER, ...) for a CONDITION one.
// An edge that spans several layer columns runs through waypoints in the gaps between the tables it passes
// (segments), not under their boxes. Temporary tables of a script are drawn apart from catalog tables.
// Condition labels (JOIN, FILTER, GROUP_BY, ...) are drawn level and moved apart where edges meet, so none covers
// another; hovering a node names its table in a tooltip, with its state in the health model (the server's words); a
// temporary table is named there as its script names it, with "(temporary)", never as a catalog table.
// State a test or benchmark reads: `data-health` ({table id: its state in the health model}), `layoutMs`,
// `highlighted` ({down, up, condition}: table ids and table#column ids), `followed` ({start, down, up}: the column
// ids of a followed column's chain), `labelBoxes` (the condition labels as placed: {id, label, x1, y1, x2, y2} in
// model coordinates).
import { LitElement, html, css } from 'lit';
import cytoscape from 'cytoscape';
import { orderLayers, columnGeometry, ROUTE } from './lineage-layout.js';

const LAYERS = ['ODS', 'DIM', 'DWD', 'DWS', 'ADS', 'OTHER'];
const LAYER_COLOURS = { ODS: '#6b8e23', DIM: '#8a6bbe', DWD: '#1676f3', DWS: '#d9822b', ADS: '#c2185b', OTHER: '#607d8b' };
// a column row: 16 px high, 3 px padding and a 1 px border on each side, 2 px apart
const COLUMN_ROW = 26;
// a row's width from its name: a width from the label was never measured for rows added at a small zoom (0 wide, so
// never drawn)
const COLUMN_CHAR = 6.5;
const GAP_X = 60;
const GAP_Y = 14;
// an expanded table: its label above the box, the box's padding around its column rows
const EXPANDED_LABEL = 16;
const EXPANDED_PAD = 8;
// room left between two condition labels
const LABEL_GAP = 1;
const TITLE_COLOUR = '#222';

// a temporary table is named like a catalog table but lives in its script's session only (the server's kind)
const temporary = t => t.kind === 'TEMPORARY';
// what hovering a table or one of its columns names: a catalog table by its full name, a temporary one by its own
const hoverName = (t, column) => temporary(t) ? t.name + (column ? '.' + column : '') + ' (temporary)'
  : t.id + (column ? '.' + column : '');

class FreshetGraph extends LitElement {
  static get properties() {
    return { elements: { type: String }, graph: { type: String } };
  }

  static get styles() {
    return css`:host { display: block; min-height: 300px; position: relative; }
      #graph { position: absolute; inset: 0; }`;
  }

  constructor() {
    super();
    this.elements = null;
    this.graph = null;
    this.layoutMs = null;
    this.highlighted = { down: [], up: [], condition: [] };
    this.followed = null;
    this.labelBoxes = [];
    this._expanded = new Set();
    this._shownEdges = new Map();
  }

  render() {
    return html`<div id="graph"></div>`;
  }

  firstUpdated() {
    this._cy = cytoscape({
      container: this.renderRoot.querySelector('#graph'),
      wheelSensitivity: 0.3,
      style: [
        // labels too small to read at the zoom that fits hundreds of tables are not drawn at all
        { selector: 'node', style: { label: 'data(label)', 'font-size': 11, 'min-zoomed-font-size': 6,
          shape: 'round-rectangle', width: 'label', height: 22, padding: 6, 'text-valign': 'center', color: '#fff',
          'background-color': 'data(colour)' } },
        { selector: 'node.table:parent', style: { 'text-valign': 'top', color: '#222', 'background-opacity': 0.12,
          'border-color': 'data(colour)', 'border-width': 2 } },
        { selector: 'node.column', style: { 'background-color': '#fff', color: '#222', 'border-width': 1,
          'border-color': '#999', width: 'data(width)', height: 16, padding: 3, 'font-size': 10 } },
        { selector: 'node.fresh', style: { 'border-color': '#2e7d32', 'border-width': 3 } },
        { selector: 'node.stale', style: { 'border-color': '#d32f2f', 'border-width': 3 } },
        { selector: 'node.upstream', style: { 'border-color': '#ef6c00', 'border-width': 3, 'border-style': 'dashed' } },
        { selector: 'node.temporary', style: { 'background-color': '#eceff1', color: '#37474f', 'border-width': 2,
          'border-style': 'dashed', 'border-color': '#78909c' } },
        { selector: 'node.stale-cause', style: { 'border-color': '#b71c1c', 'border-width': 6, 'border-style': 'double' } },
        { selector: 'edge', style: { 'curve-style': 'bezier', 'target-arrow-shape': 'triangle', width: 1.5,
          'line-color': '#9aa5b1', 'target-arrow-color': '#9aa5b1' } },
        { selector: 'edge.DIRECT', style: { 'line-color': '#2e7d32', 'target-arrow-color': '#2e7d32' } },
        { selector: 'edge.TRANSFORM', style: { 'line-color': '#1565c0', 'target-arrow-color': '#1565c0' } },
        { selector: 'edge.AGGREGATE', style: { 'line-color': '#ef6c00', 'target-arrow-color': '#ef6c00', width: 2.5 } },
        { selector: 'edge.INDIRECT', style: { 'line-style': 'dashed', 'line-color': '#9e9e9e', label: 'data(label)',
          'font-size': 8, color: '#616161', 'text-rotation': 'none', 'text-background-color': '#fff',
          'text-background-opacity': 0.9, 'text-background-padding': 1, 'min-zoomed-font-size': 6 } },
        { selector: 'edge.routed', style: { 'curve-style': 'segments', 'edge-distances': 'node-position' } },
        { selector: '.impact-down', style: { 'background-color': '#d32f2f', color: '#fff', 'line-color': '#d32f2f',
          'target-arrow-color': '#d32f2f', 'z-index': 10 } },
        { selector: '.impact-condition', style: { 'background-color': '#f9a825', color: '#000',
          'line-color': '#f9a825', 'target-arrow-color': '#f9a825', 'line-style': 'dashed', 'z-index': 9 } },
        { selector: '.impact-up', style: { 'background-color': '#7b1fa2', color: '#fff', 'line-color': '#7b1fa2',
          'target-arrow-color': '#7b1fa2', 'z-index': 10 } },
        { selector: '.impact-start', style: { 'border-width': 4, 'border-color': '#000' } },
        // an open table's title stands above its box on the white page: a highlight colours the box, never the title
        { selector: 'node.table:parent', style: { color: TITLE_COLOUR } },
        { selector: ':selected', style: { 'border-width': 3, 'border-color': '#000' } },
        { selector: '.faded', style: { opacity: 0.15 } },
        { selector: '.hidden', style: { display: 'none' } },
      ],
    });
    this._cy.on('tap', 'node', e => {
      const d = e.target.data();
      this.dispatchEvent(new CustomEvent('node-select', { detail: { table: d.table, column: d.column || '' } }));
    });
    // the table's name even where the zoom is too small to draw titles, and its state in the health model
    this._cy.on('mouseover', 'node', e => {
      const d = e.target.data();
      this.setAttribute('title', d.hover + (!d.column && d.tip ? '\n' + d.tip : ''));
    });
    this._cy.on('mouseout', 'node', () => this.removeAttribute('title'));
    this._draw();
  }

  updated(changed) {
    if ((changed.has('graph') || changed.has('elements')) && this._cy) {
      this._draw();
    }
  }

  _model() {
    if (this.graph) {
      return JSON.parse(this.graph);
    }
    // the generic form {"nodes":[{id,label}],"edges":[{id,source,target}]}
    const g = JSON.parse(this.elements || '{"nodes":[],"edges":[]}');
    return { tables: g.nodes.map(n => ({ id: n.id, name: n.label, layer: 'OTHER', columns: [] })),
      tableEdges: g.edges.map(e => ({ source: e.source, target: e.target })), columnEdges: [] };
  }

  _draw() {
    const started = performance.now();
    const previous = this._graph;
    this._graph = this._model();
    // a new graph of the project on screen (pushed after a save) keeps the open tables and the viewport
    const same = previous && previous.project && previous.project === this._graph.project;
    const reopen = same ? [...this._expanded] : [];
    const view = same ? { zoom: this._cy.zoom(), pan: { ...this._cy.pan() } } : null;
    this._tables = new Map(this._graph.tables.map(t => [t.id, t]));
    this._expanded = new Set();
    this._edgesByTable = null;
    this._edgeIds = [];
    this._shownEdges = new Map();
    this.highlighted = { down: [], up: [], condition: [] };
    this.followed = null;
    this.setAttribute('data-highlighted', '[]');
    this.removeAttribute('data-followed');
    const cy = this._cy;
    cy.startBatch();
    cy.elements().remove();
    // health overlay: each table's state in the server's health model, and the failing or late table furthest
    // upstream (where a person starts looking); nothing is judged here
    const troubled = t => t.health === 'FAILING' || t.health === 'LATE';
    const freshness = t => (troubled(t) ? ' stale' : t.health === 'UPSTREAM' ? ' upstream'
      : t.health === 'FRESH' ? ' fresh' : '') + (troubled(t) && t.healthCause === t.id ? ' stale-cause' : '');
    this.setAttribute('data-stale', JSON.stringify(this._graph.tables.filter(t => troubled(t) || t.health === 'UPSTREAM')
      .map(t => t.id)));
    this.setAttribute('data-health', JSON.stringify(Object.fromEntries(this._graph.tables.filter(t => t.health)
      .map(t => [t.id, t.health]))));
    cy.add(this._graph.tables.map(t => ({ group: 'nodes', classes: 'table' + freshness(t)
        + (temporary(t) ? ' temporary' : ''),
      data: { id: t.id, table: t.id, label: (temporary(t) ? t.name + ' (temporary)' : t.name) || t.id, layer: t.layer,
        colour: LAYER_COLOURS[t.layer] || '#607d8b', tip: t.healthTip || '', hover: hoverName(t) } })));
    cy.endBatch();
    this._layout(view);
    cy.batch(() => cy.add(this._graph.tableEdges.map(e => this._edge('te:' + e.source + '>' + e.target, 'table-edge',
      e.source, e.target, e.source + '>' + e.target))));
    this._reroute();
    reopen.filter(id => this._tables.has(id)).forEach(id => this.toggleColumns(id));
    this._spreadLabels();
    this.setAttribute('data-expanded', JSON.stringify([...this._expanded]));
    this.layoutMs = Math.round(performance.now() - started);
    this.setAttribute('data-layout-ms', String(this.layoutMs));
    this.dispatchEvent(new CustomEvent('layout-done', { detail: { ms: this.layoutMs } }));
  }

  _layout(view) {
    const cy = this._cy;
    const { columns, routes } = orderLayers(this._graph.tables, this._graph.tableEdges, LAYERS);
    this._routes = routes;
    this._waypoints = new Map();
    this._heights = new Map();
    this._tops = new Map();
    const size = id => {
      if (id.startsWith(ROUTE)) {
        this._heights.set(id, 0);
        return { w: 0, h: 0 };
      }
      const n = cy.getElementById(id);
      this._heights.set(id, n.outerHeight());
      return { w: n.outerWidth(), h: n.outerHeight() };
    };
    this._columns = columns;
    this._columnOf = new Map();
    columns.forEach((ids, c) => ids.forEach(id => this._columnOf.set(id, c)));
    this._geometry = columnGeometry(columns, size, GAP_X, GAP_Y);
    cy.batch(() => columns.forEach((ids, c) => this._stack(c)));
    if (view) {
      cy.viewport(view);
    } else {
      cy.fit(undefined, 30);
    }
  }

  // Places a column's tables top down from the column's top; an expanded table is as tall as its column rows. Only
  // tables from `fromId` on move (those above keep their place), set in one call: one position event per node is
  // what made expanding slow.
  _stack(c, fromId) {
    const cy = this._cy;
    const ids = this._columns[c];
    const from = fromId === undefined ? 0 : ids.indexOf(fromId);
    const x = this._geometry.x[c];
    let y = from === 0 ? this._geometry.top[c] : this._tops.get(fromId);
    const places = new Map();
    for (const id of ids.slice(from)) {
      this._tops.set(id, y);
      if (id.startsWith(ROUTE)) {
        // a waypoint takes no room of its own: the edge crosses the column level, in the gap between the tables
        this._waypoints.set(id, { x, y, half: this._geometry.w[c] / 2 });
        y += GAP_Y;
      } else if (this._expanded.has(id)) {
        y += EXPANDED_LABEL + EXPANDED_PAD;
        this._tables.get(id).columns.forEach((column, i) =>
          places.set(id + '#' + column.name, { x, y: y + i * COLUMN_ROW + COLUMN_ROW / 2 }));
        y += this._tables.get(id).columns.length * COLUMN_ROW + EXPANDED_PAD + GAP_Y;
      } else {
        const h = this._heights.get(id);
        places.set(id, { x, y: y + h / 2 });
        y += h + GAP_Y;
      }
    }
    cy.collection([...places.keys()].map(id => cy.getElementById(id))).positions(n => places.get(n.id()));
  }

  /** Shows or hides a table's columns (as children of its node) and the column edges that touch them. */
  toggleColumns(tableId) {
    const table = this._tables.get(tableId);
    const node = this._cy.getElementById(tableId);
    if (!table || node.empty()) {
      return;
    }
    const cy = this._cy;
    cy.startBatch();
    const touching = this._columnEdgesOf(tableId);
    touching.forEach(i => this._hideColumnEdge(i));
    if (this._expanded.has(tableId)) {
      this._expanded.delete(tableId);
      cy.remove(node.children());
    } else {
      this._expanded.add(tableId);
      // a copy each: Cytoscape keeps the object, and rows sharing one would all move together
      const at = node.position();
      cy.add(table.columns.map(c => ({ group: 'nodes', classes: 'column',
        data: { id: tableId + '#' + c.name, parent: tableId, table: tableId, column: c.name, label: c.name,
          width: COLUMN_CHAR * c.name.length, hover: hoverName(table, c.name) },
        position: { x: at.x, y: at.y } })));
    }
    touching.forEach(i => this._showColumnEdge(i));
    this._stack(this._columnOf.get(tableId), tableId);
    this._reroute();
    cy.endBatch();
    this._spreadLabels();
    if (this.highlighted.start) {
      this._applyHighlight();
    }
    this.setAttribute('data-expanded', JSON.stringify([...this._expanded]));
  }

  // Indexes of the column edges that start or end at a table; only these change when it is expanded or collapsed.
  _columnEdgesOf(tableId) {
    if (!this._edgesByTable) {
      this._edgesByTable = new Map();
      this._graph.columnEdges.forEach((e, i) => {
        for (const t of new Set([e.sourceTable, e.targetTable])) {
          if (!this._edgesByTable.has(t)) {
            this._edgesByTable.set(t, []);
          }
          this._edgesByTable.get(t).push(i);
        }
      });
    }
    return this._edgesByTable.get(tableId) || [];
  }

  // Column edges are drawn between columns of expanded tables, or the table itself when collapsed; several lineage
  // edges can map to one drawn edge, so each drawn edge counts the lineage edges it shows.
  _showColumnEdge(i) {
    const e = this._graph.columnEdges[i];
    const fromOpen = this._expanded.has(e.sourceTable);
    const toOpen = this._expanded.has(e.targetTable) && e.targetColumn;
    if (!fromOpen && !toOpen) {
      return;
    }
    const source = fromOpen ? e.sourceTable + '#' + e.sourceColumn : e.sourceTable;
    const target = toOpen ? e.targetTable + '#' + e.targetColumn : e.targetTable;
    const id = 'ce:' + source + '>' + target + ':' + e.kind;
    const cy = this._cy;
    if (source === target || cy.getElementById(source).empty() || cy.getElementById(target).empty()) {
      return;
    }
    this._edgeIds[i] = id;
    const count = this._shownEdges.get(id) || 0;
    this._shownEdges.set(id, count + 1);
    if (count === 0) {
      cy.add(this._edge(id, 'column-edge ' + e.kind, source, target, e.sourceTable + '>' + e.targetTable));
    }
    if (e.kind === 'INDIRECT') {
      // several conditions of one column on one table are one drawn edge: its label names them all
      const edge = cy.getElementById(id);
      const kinds = new Set((edge.data('label') || '').split(' ').filter(k => k));
      (e.subtypes || []).forEach(k => kinds.add(k));
      edge.data('label', [...kinds].join(' '));
    }
  }

  // An edge, routed through the waypoints of its tables' edge when that spans several columns.
  _edge(id, classes, source, target, tables) {
    const routed = this._routes && this._routes.has(tables);
    return { group: 'edges', classes: classes + (routed ? ' routed' : ''),
      data: { id, source, target, route: routed ? tables : '' } };
  }

  // Segment points of every routed edge from its waypoints, relative to its ends' positions (which move as tables
  // open and close): a weight along the line from source to target and a distance off it, as Cytoscape takes them.
  // Each waypoint is a level run across its column, so that the slanted parts stay in the gaps between columns.
  _reroute() {
    this._cy.edges('.routed').forEach(edge => {
      const s = edge.source().position();
      const t = edge.target().position();
      const dx = t.x - s.x;
      const dy = t.y - s.y;
      const length = Math.hypot(dx, dy) || 1;
      const weights = [];
      const distances = [];
      const side = dx >= 0 ? 1 : -1;
      const points = this._routes.get(edge.data('route')).map(id => this._waypoints.get(id))
        .flatMap(w => [{ x: w.x - side * w.half, y: w.y }, { x: w.x + side * w.half, y: w.y }]);
      for (const p of points) {
        weights.push((((p.x - s.x) * dx + (p.y - s.y) * dy) / (length * length)).toFixed(4));
        distances.push((((p.y - s.y) * dx - (p.x - s.x) * dy) / length).toFixed(1));
      }
      edge.style({ 'segment-weights': weights.join(' '), 'segment-distances': distances.join(' ') });
    });
  }

  // Condition edges from the rows of one table to another meet at the same ends, so their labels, drawn at the edges'
  // midpoints, would cover each other. Top to bottom, each label stays at its midpoint unless it would cover one placed
  // before it; then it moves down to just below that one. The boxes are Cytoscape's own (text, padding and its margin
  // of error), without the shift given last time. Deterministic: ties go by position, then by edge id.
  _spreadLabels() {
    const boxes = [];
    this._cy.edges('.INDIRECT').forEach(e => {
      const label = e.data('label');
      if (!label || !e.visible()) {
        return;
      }
      const b = e.boundingBox({ includeNodes: false, includeEdges: false, includeLabels: true });
      const shift = e.numericStyle('text-margin-y') || 0;
      if (b.x2 > b.x1 && b.y2 > b.y1) {
        boxes.push({ edge: e, id: e.id(), label, x1: b.x1, x2: b.x2, y1: b.y1 - shift, y2: b.y2 - shift });
      }
    });
    boxes.sort((a, b) => a.y1 - b.y1 || a.x1 - b.x1 || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const placed = [];
    for (const box of boxes) {
      let dy = 0;
      for (let moved = true; moved;) {
        moved = false;
        for (const p of placed) {
          if (box.x1 < p.x2 && p.x1 < box.x2 && box.y1 + dy < p.y2 && p.y1 < box.y2 + dy) {
            dy = p.y2 - box.y1 + LABEL_GAP;
            moved = true;
          }
        }
      }
      placed.push({ id: box.id, label: box.label, x1: box.x1, x2: box.x2, y1: box.y1 + dy, y2: box.y2 + dy, dy });
    }
    const byId = new Map(boxes.map(b => [b.id, b.edge]));
    this._cy.batch(() => placed.forEach(p => byId.get(p.id).style('text-margin-y', p.dy)));
    this.labelBoxes = placed.map(({ dy, ...box }) => box);
  }

  _hideColumnEdge(i) {
    const id = this._edgeIds[i];
    if (!id) {
      return;
    }
    this._edgeIds[i] = undefined;
    const count = this._shownEdges.get(id) - 1;
    if (count > 0) {
      this._shownEdges.set(id, count);
    } else {
      this._shownEdges.delete(id);
      this._cy.getElementById(id).remove();
    }
  }

  /** Centers and selects the first table whose name contains the text; returns its id or ''. */
  search(text) {
    const wanted = (text || '').toLowerCase();
    const hit = this._graph.tables.find(t => t.id.toLowerCase() === wanted)
      || this._graph.tables.find(t => t.name.toLowerCase().includes(wanted));
    if (!hit) {
      return '';
    }
    this.select(hit.id);
    return hit.id;
  }

  select(id) {
    const node = this._cy.getElementById(id);
    this._cy.$(':selected').unselect();
    node.select();
    this._cy.animate({ center: { eles: node }, duration: 0 });
  }

  /** Shows only the node's tables up to `up` hops upstream and `down` hops downstream (negative: all). */
  focus(tableId, up, down) {
    const keep = new Set([tableId]);
    const walk = (dir, depth) => {
      let frontier = [tableId];
      for (let level = 0; frontier.length && (depth < 0 || level < depth); level++) {
        const next = [];
        for (const t of frontier) {
          for (const e of this._graph.tableEdges) {
            const n = dir === 'down' ? (e.source === t ? e.target : null) : (e.target === t ? e.source : null);
            if (n && !keep.has(n)) {
              keep.add(n);
              next.push(n);
            }
          }
        }
        frontier = next;
      }
    };
    walk('up', up);
    walk('down', down);
    this._cy.batch(() => this._cy.nodes('.table').forEach(n => n.toggleClass('hidden', !keep.has(n.id()))));
    this._cy.fit(this._cy.elements(':visible'), 30);
    this.setAttribute('data-focus', JSON.stringify([...keep].sort()));
  }

  showAll() {
    this._cy.batch(() => this._cy.elements().removeClass('hidden'));
    this._cy.fit(undefined, 30);
    this.removeAttribute('data-focus');
  }

  /**
   * Highlights an impact: ids are table ids and table#column ids; `condition` (optional) are the downstream column ids
   * whose rows, not values, the start decides: drawn apart (amber, dashed) from changed values (red).
   */
  highlight(start, down, up, condition) {
    this.followed = null;
    this.removeAttribute('data-followed');
    this.highlighted = { start, down: [...down].sort(), up: [...up].sort(), condition: [...(condition || [])].sort() };
    this.setAttribute('data-highlighted', JSON.stringify(this.highlighted.down));
    this._applyHighlight();
  }

  /**
   * Follows a column: opens every table its chain passes (so that the chain is drawn column to column) and highlights
   * the column ids down- and upstream of it.
   */
  follow(start, down, up) {
    const tables = new Set([start, ...down, ...up].map(id => id.split('#')[0]));
    tables.forEach(t => {
      if (!this._expanded.has(t)) {
        this.toggleColumns(t);
      }
    });
    this.highlight(start, down, up, []);
    this.followed = { start, down: [...down].sort(), up: [...up].sort() };
    this.setAttribute('data-followed', JSON.stringify(this.followed));
    this._applyHighlight();
    // the chain fills the view: the opened tables around it would otherwise push it off screen
    const chain = this._cy.$('.impact-down, .impact-up, .impact-start');
    if (chain.nonempty()) {
      this._cy.fit(chain, 40);
    }
  }

  _applyHighlight() {
    const cy = this._cy;
    const h = this.highlighted;
    cy.batch(() => {
      cy.elements().removeClass('impact-down impact-up impact-start impact-condition faded');
      if (!h.start) {
        return;
      }
      const mark = (ids, cls) => ids.forEach(id => cy.getElementById(id).addClass(cls));
      const tableOf = id => id.split('#')[0];
      const condition = new Set(h.condition || []);
      const values = h.down.filter(id => !condition.has(id));
      // a closed table is red when a value of it changes, amber when only its rows do
      const valueTables = new Set(values.filter(id => id.includes('#')).map(tableOf));
      const downTables = new Set(h.down.map(tableOf));
      const upTables = new Set(h.up.map(tableOf));
      [...downTables].filter(t => !this._expanded.has(t)).forEach(t => cy.getElementById(t).addClass(
        valueTables.has(t) || !h.down.some(id => id.startsWith(t + '#')) ? 'impact-down' : 'impact-condition'));
      mark(values.filter(id => id.includes('#')), 'impact-down');
      mark([...condition], 'impact-condition');
      mark([...upTables].filter(t => !this._expanded.has(t)), 'impact-up');
      mark(h.up, 'impact-up');
      mark([h.start], 'impact-start');
      const from = (n, cls) => n.hasClass(cls) || n.hasClass('impact-start');
      cy.edges().forEach(e => {
        if (from(e.source(), 'impact-down') && e.target().hasClass('impact-down')) {
          e.addClass('impact-down');
        } else if ((from(e.source(), 'impact-down') || e.source().hasClass('impact-condition'))
            && e.target().hasClass('impact-condition')) {
          e.addClass('impact-condition');
        } else if (e.source().hasClass('impact-up') && from(e.target(), 'impact-up')) {
          e.addClass('impact-up');
        }
      });
      if (this.followed) {
        // a followed column's chain stands out; the open tables' boxes stay, their other rows and edges fade
        const lit = '.impact-down, .impact-up, .impact-start';
        cy.elements().filter(e => !e.is(lit) && !(e.isNode() && e.isParent())).addClass('faded');
      }
    });
  }

  clearHighlight() {
    this.highlighted = { down: [], up: [], condition: [] };
    this.followed = null;
    this.setAttribute('data-highlighted', '[]');
    this.removeAttribute('data-followed');
    this._applyHighlight();
  }

  /** Downloads the drawing as PNG, or the graph model as JSON. */
  download(format, name) {
    const link = document.createElement('a');
    if (format === 'png') {
      link.href = this._cy.png({ full: true, scale: 2, bg: '#ffffff' });
    } else {
      link.href = URL.createObjectURL(new Blob([JSON.stringify(this._graph, null, 2)], { type: 'application/json' }));
    }
    link.download = name + '.' + format;
    document.body.appendChild(link);
    link.click();
    link.remove();
  }
}

customElements.define('freshet-graph', FreshetGraph);
