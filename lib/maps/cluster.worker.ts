/// <reference lib="webworker" />
import { ClusterIndex } from './clusters';
import type { ClusterRequest, ClusterResponse } from './cluster-protocol';

let index: ClusterIndex | null = null;

self.onmessage = (event: MessageEvent<ClusterRequest>) => {
  const request = event.data;
  let response: ClusterResponse;
  if (request.type === 'load') {
    index = new ClusterIndex(request.columns);
    response = { seq: request.seq, type: 'loaded' };
  } else if (request.type === 'items') {
    response = { seq: request.seq, type: 'items', items: index ? index.items(request.view) : [] };
  } else {
    response = { seq: request.seq, type: 'zoom', zoom: index ? index.expansionZoom(request.clusterId) : request.fallback };
  }
  (self as unknown as Worker).postMessage(response);
};
