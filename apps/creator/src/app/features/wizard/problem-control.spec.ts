import { controlOfField } from './problem-control';

const CONTROLS = [
  'content.links[0]',
  'content.links[1]',
  'content.links[2]',
  'content.links',
  'expiry.at',
  'expiry.scanLimit',
  'routing[0].when.os',
  'routing[0].when.country',
  'routing[0].url',
  'routing[1].when.os',
  'routing[1].url',
];

describe('controlOfField', () => {
  it.each([
    ['a control of its own', 'routing[0].when.country', 'routing[0].when.country'],
    ['the item that holds a value of a list', 'content.links[2].url', 'content.links[2]'],
    ['the list itself (its add box) for the whole list', 'content.links', 'content.links'],
    ['the first control of a group', 'expiry', 'expiry.at'],
    ['the first condition of a rule without one', 'routing[1].when', 'routing[1].when.os'],
    ['the first rule for the whole routing', 'routing', 'routing[0].when.os'],
  ])('shows a refusal at %s', (_what, field, control) => {
    expect(controlOfField(field, CONTROLS)).toBe(control);
  });

  it('finds no control for a field the form does not show', () => {
    expect(controlOfField('content.imageUrl', CONTROLS)).toBeUndefined();
    expect(controlOfField('split[0].url', CONTROLS)).toBeUndefined();
    expect(controlOfField('routing[10].url', CONTROLS)).toBeUndefined();
  });
});
