// Layered layout of the lineage's table graph, computed directly so that it stays linear-ish in the graph's size
// (ELK's layered layout took minutes at 500 tables). Columns follow the layer order (ODS..ADS) and, inside a
// layer, the longest path of edges between its own tables; the order inside a column comes from barycenter sweeps,
// keeping the sweep with the fewest crossings between neighbouring columns. Deterministic: ties keep input order.
// An edge that spans several columns gets a route: one waypoint in each column it passes, ordered with the tables
// (Sugiyama's dummy vertices), so that it runs through the gaps between tables instead of under them.

const SWEEPS = 16;
const PATIENCE = 4;

/** The prefix of a waypoint's id in the returned columns: not a table. */
export const ROUTE = '\u0000route:';

/**
 * Assigns every table a column and an order in it.
 * tables: [{id, layer}] in a stable order; edges: [{source, target}]; layers: layer names in data order.
 * Returns {columns: [[id]], crossings, routes}: columns hold tables and waypoints (ids starting with ROUTE); routes
 * maps 'source>target' of an edge spanning several columns to its waypoint ids from source to target.
 */
export function orderLayers(tables, edges, layers) {
  const index = new Map(tables.map((t, i) => [t.id, i]));
  const part = tables.map(t => {
    const p = layers.indexOf(t.layer);
    return p < 0 ? layers.length - 1 : p;
  });
  const direct = edges.map(e => [index.get(e.source), index.get(e.target)])
    .filter(([s, t]) => s !== undefined && t !== undefined && s !== t);
  const column = columnsOf(tables.length, part, direct, layers.length);
  const ids = tables.map(t => t.id);
  const routes = new Map();
  const links = [];
  for (const [s, t] of direct) {
    const step = column[t] > column[s] ? 1 : -1;
    if (Math.abs(column[t] - column[s]) <= 1) {
      links.push([s, t]);
      continue;
    }
    const route = [];
    let previous = s;
    for (let c = column[s] + step; c !== column[t]; c += step) {
      const v = ids.length;
      ids.push(ROUTE + ids[s] + '>' + ids[t] + '@' + c);
      column.push(c);
      route.push(ids[v]);
      links.push([previous, v]);
      previous = v;
    }
    links.push([previous, t]);
    routes.set(ids[s] + '>' + ids[t], route);
  }
  const n = ids.length;
  const width = Math.max(0, ...column) + 1;
  const columns = Array.from({ length: n ? width : 0 }, () => []);
  for (let v = 0; v < n; v++) {
    columns[column[v]].push(v);
  }
  const preds = Array.from({ length: n }, () => []);
  const succs = Array.from({ length: n }, () => []);
  for (const [s, t] of links) {
    (column[s] < column[t] ? preds[t] : succs[t]).push(s);
    (column[s] < column[t] ? succs[s] : preds[s]).push(t);
  }
  const pos = new Float64Array(n);
  const place = () => columns.forEach(c => c.forEach((v, i) => { pos[v] = (i + 0.5) / c.length; }));
  place();
  let best = columns.map(c => [...c]);
  let fewest = crossings(columns, column, links, pos);
  for (let sweep = 0, idle = 0; sweep < SWEEPS && fewest > 0 && idle < PATIENCE; sweep++, idle++) {
    const down = sweep % 2 === 0;
    for (let k = 1; k < columns.length; k++) {
      const c = down ? k : columns.length - 1 - k;
      const neighbours = down ? preds : succs;
      const key = new Map(columns[c].map(v => [v, barycenter(neighbours[v], pos, pos[v])]));
      columns[c].sort((a, b) => key.get(a) - key.get(b));
      columns[c].forEach((v, i) => { pos[v] = (i + 0.5) / columns[c].length; });
    }
    const count = crossings(columns, column, links, pos);
    if (count < fewest) {
      fewest = count;
      best = columns.map(c => [...c]);
      idle = -1;
    }
  }
  return { columns: best.map(c => c.map(v => ids[v])), crossings: fewest, routes };
}

// Layers are ordered partitions; inside one, a table sits one column right of its furthest same-layer source.
function columnsOf(n, part, links, partitions) {
  const sub = new Array(n).fill(0);
  const inner = Array.from({ length: n }, () => []);
  const indegree = new Array(n).fill(0);
  for (const [s, t] of links) {
    if (part[s] === part[t]) {
      inner[s].push(t);
      indegree[t]++;
    }
  }
  const queue = [];
  for (let v = 0; v < n; v++) {
    if (indegree[v] === 0) {
      queue.push(v);
    }
  }
  // a cycle inside a layer leaves its tables unvisited: they keep the column reached so far
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head];
    for (const t of inner[v]) {
      sub[t] = Math.max(sub[t], sub[v] + 1);
      if (--indegree[t] === 0) {
        queue.push(t);
      }
    }
  }
  const depth = new Array(partitions).fill(-1);
  for (let v = 0; v < n; v++) {
    depth[part[v]] = Math.max(depth[part[v]], sub[v]);
  }
  const offset = [];
  let next = 0;
  for (let p = 0; p < partitions; p++) {
    offset.push(next);
    next += depth[p] + 1;
  }
  return sub.map((s, v) => offset[part[v]] + s);
}

function barycenter(neighbours, pos, own) {
  if (!neighbours.length) {
    return own;
  }
  let sum = 0;
  for (const u of neighbours) {
    sum += pos[u];
  }
  return sum / neighbours.length;
}

/** Crossings between edges that join neighbouring columns (sorted by one end, inversions of the other). */
export function crossings(columns, column, links, pos) {
  const between = columns.map(() => []);
  for (const [s, t] of links) {
    const [a, b] = column[s] < column[t] ? [s, t] : [t, s];
    if (column[b] === column[a] + 1) {
      between[column[a]].push([pos[a], pos[b]]);
    }
  }
  let total = 0;
  between.forEach(pairs => {
    pairs.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    total += inversions(pairs.map(p => p[1]));
  });
  return total;
}

function inversions(values) {
  if (values.length < 2) {
    return 0;
  }
  const mid = values.length >> 1;
  const left = values.slice(0, mid);
  const right = values.slice(mid);
  let count = inversions(left) + inversions(right);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < left.length && j < right.length) {
    if (left[i] <= right[j]) {
      values[k++] = left[i++];
    } else {
      values[k++] = right[j++];
      count += left.length - i;
    }
  }
  while (i < left.length) {
    values[k++] = left[i++];
  }
  while (j < right.length) {
    values[k++] = right[j++];
  }
  return count;
}

/**
 * Coordinates for ordered columns: columns left to right as wide as their widest table, tables stacked top down
 * and each column centred on y = 0. size(id) gives {w, h}. Returns {x: [column centre], top: [column top],
 * w: [column width]}.
 */
export function columnGeometry(columns, size, gapX, gapY) {
  const x = [];
  const top = [];
  const width = [];
  let left = 0;
  for (const ids of columns) {
    const sizes = ids.map(size);
    const w = Math.max(0, ...sizes.map(s => s.w));
    const h = sizes.reduce((sum, s) => sum + s.h, 0) + gapY * Math.max(0, ids.length - 1);
    x.push(left + w / 2);
    top.push(-h / 2);
    width.push(w);
    left += w + gapX;
  }
  return { x, top, w: width };
}
