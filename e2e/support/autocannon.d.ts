/** The part of autocannon's API the e2e load test uses (the package ships no types). */
declare module 'autocannon' {
  interface AutocannonRequest {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface AutocannonOptions {
    url: string;
    /** The TLS server name (SNI) when the URL's host is an address. */
    servername?: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    /** A number of requests to make instead of a duration. */
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: AutocannonRequest[];
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }
  interface AutocannonResult {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }
  interface Instance extends PromiseLike<AutocannonResult> {
    stop(): void;
  }
  function autocannon(options: AutocannonOptions): Instance;
  export default autocannon;
}
