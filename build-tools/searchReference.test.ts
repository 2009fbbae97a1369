import assert from 'node:assert/strict';
import {test} from 'node:test';

import {typeName} from './searchReference';

test('a reference page is known by the one name it defines, as written', () => {
  assert.equal(typeName('Interface: OddsObject'), 'OddsObject');
  assert.equal(typeName('Function: onAction()'), 'onAction');
  assert.equal(typeName('Type Alias: TriggerActionEnum'), 'TriggerActionEnum');
  assert.equal(typeName('API reference'), '');
});
