import { describe, expect, it } from 'vitest';
import { mailboxOf, unpaidShare } from './unpaid-holds';

describe('unpaidShare', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 1],
    [27, 13],
    [50, 25],
    [99, 49],
  ])('of %i, unpaid orders hold at most %i', (capacity, share) => {
    expect(unpaidShare(capacity)).toBe(share);
    expect(capacity - unpaidShare(capacity)).toBeGreaterThanOrEqual(capacity / 2);
  });
});

describe('mailboxOf', () => {
  it.each([
    ['naam+1@voorbeeld.be', 'naam@voorbeeld.be'],
    ['naam+2@voorbeeld.be', 'naam@voorbeeld.be'],
    ['Naam+Winkel@Voorbeeld.BE ', 'naam@voorbeeld.be'],
    ['jan.peeters+x@telenet.be', 'jan.peeters@telenet.be'],
    ['j.a.n+1@gmail.com', 'jan@gmail.com'],
    ['Jan.Peeters@GoogleMail.com', 'janpeeters@gmail.com'],
    ['+tag@voorbeeld.be', '+tag@voorbeeld.be'],
    ['geen-apenstaart', 'geen-apenstaart'],
  ])('%s counts as %s', (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });

  it('keeps dots outside Gmail: they can be two people', () => {
    expect(mailboxOf('jan.peeters@telenet.be')).not.toBe(mailboxOf('janpeeters@telenet.be'));
  });
});
