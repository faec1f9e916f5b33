import { timesAnswerCheck } from './restaurant-times';

describe("the home grid's times answer check", () => {
  it('accepts the API answer', () => {
    const answer = {
      status: true,
      message: 'ok',
      data: [
        { uuid: 'a', times: ['18:00', '18:30'] },
        { uuid: 'b', times: [] },
      ],
    };
    expect(timesAnswerCheck.safeParse(answer)).toEqual({ success: true, data: answer });
  });

  it.each([
    ['nothing', null],
    ['a list', []],
    ['no status', { message: 'ok', data: [] }],
    ['data not a list', { status: true, message: 'ok', data: {} }],
    ['an entry without a uuid', { status: true, message: 'ok', data: [{ times: [] }] }],
    ['a null entry', { status: true, message: 'ok', data: [null] }],
    ['times not a list', { status: true, message: 'ok', data: [{ uuid: 'a', times: '18:00' }] }],
    ['a time not a string', { status: true, message: 'ok', data: [{ uuid: 'a', times: [1800] }] }],
  ])('refuses %s', (_, answer) => {
    expect(timesAnswerCheck.safeParse(answer)).toEqual({ success: false });
  });
});
