import { canonicalKeyHeader, keyHeaders } from '../../../shared/edge.js';

/**
 * A CloudFront Function (cloudfront-js-2.0, viewer request on `/api/*`) that puts the customer key into the one
 * header the API's authorizer cache is keyed by, whichever accepted form the caller used: the other key headers
 * in order, then `Authorization: Bearer <key>`. It picks the same key as the authorizer's `presentedKey` (a
 * property test checks this), trimmed, so caching changes nothing about which key authenticates a call.
 */
export function keyHeaderFunctionCode(): string {
  const others = JSON.stringify(keyHeaders.filter((name) => name !== canonicalKeyHeader));
  const canonical = JSON.stringify(canonicalKeyHeader);
  return `function handler(event) {
  var headers = event.request.headers;
  var present = function (name) {
    var header = headers[name];
    return header && typeof header.value === 'string' && header.value.trim() !== '' ? header.value.trim() : '';
  };
  var names = [${canonical}].concat(${others});
  for (var i = 0; i < names.length; i++) {
    var value = present(names[i]);
    if (value) {
      headers[${canonical}] = { value: value };
      return event.request;
    }
  }
  var bearer = /^bearer\\s+(\\S+)$/i.exec(present('authorization'));
  if (bearer) headers[${canonical}] = { value: bearer[1] };
  else delete headers[${canonical}];
  return event.request;
}`;
}
