import { HttpResponse } from 'msw';
import type { FeeConfig } from '../../../api/types';
import { db } from '../db';
import { route } from './route';

export const configHandlers = [
  route('get', '/config/fees', () => HttpResponse.json<FeeConfig>(structuredClone(db.state.fees))),
];
