// A thread that, once told to go, claims plan batches as fast as it can and reports which it got (planClaims.test.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { claimBatch } from '../../src/render/highlight/planClaims.ts';

const { claims, fromBack, go } = workerData as { claims: Uint32Array; fromBack: boolean; go: Int32Array };
parentPort!.postMessage('ready');
Atomics.wait(go, 0, 0);
const got: number[] = [];
for (let i = claimBatch(claims, fromBack); i >= 0; i = claimBatch(claims, fromBack)) got.push(i);
parentPort!.postMessage(got);
