// A directed graph drawn with Cytoscape and laid out left to right with dagre (lineage views use it).
import { LitElement, html, css } from 'lit';
import cytoscape from 'cytoscape';
import dagre from 'cytoscape-dagre';

cytoscape.use(dagre);

class FreshetGraph extends LitElement {
  static get properties() {
    return { elements: { type: String } };
  }

  static get styles() {
    return css`:host { display: block; min-height: 300px; } #graph { width: 100%; height: 100%; min-height: 300px; }`;
  }

  constructor() {
    super();
    this.elements = '{"nodes":[],"edges":[]}';
  }

  render() {
    return html`<div id="graph"></div>`;
  }

  firstUpdated() {
    this._cy = cytoscape({
      container: this.renderRoot.querySelector('#graph'),
      style: [
        { selector: 'node', style: { label: 'data(label)', 'font-size': 11, 'background-color': '#1676f3' } },
        { selector: 'edge', style: { 'curve-style': 'bezier', 'target-arrow-shape': 'triangle', width: 1.5 } },
      ],
    });
    this._cy.on('tap', 'node', e => this.dispatchEvent(new CustomEvent('node-click', { detail: { id: e.target.id() } })));
    this._draw();
  }

  updated(changed) {
    if (changed.has('elements') && this._cy) {
      this._draw();
    }
  }

  _draw() {
    const graph = JSON.parse(this.elements || '{"nodes":[],"edges":[]}');
    this._cy.elements().remove();
    this._cy.add([...graph.nodes.map(n => ({ group: 'nodes', data: n })),
      ...graph.edges.map(e => ({ group: 'edges', data: e }))]);
    this._cy.layout({ name: 'dagre', rankDir: 'LR' }).run();
  }
}

customElements.define('freshet-graph', FreshetGraph);
