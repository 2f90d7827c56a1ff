import { call } from '../client/client';
import { FeedbackSchema, type Feedback } from '../contract/feedback';
import { seg } from './path';

/** GET /tester-feedback: own feedback (tester) or the season overview (manager/admin). */
export function own(): Promise<Feedback> {
  return call({ name: 'Tester-Feedback laden', method: 'GET', path: '/tester-feedback', schema: FeedbackSchema });
}

/** GET /datasheet/tester-feedback/{userId}. */
export function ofUser(userId: string): Promise<Feedback> {
  return call({
    name: 'Tester-Feedback laden',
    method: 'GET',
    path: `/datasheet/tester-feedback/${seg(userId)}`,
    schema: FeedbackSchema,
  });
}
