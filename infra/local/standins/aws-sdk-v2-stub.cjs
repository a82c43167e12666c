// Preloaded into the cognito-local child (node --require). cognito-local requires the whole AWS SDK v2 at
// start-up only to build a Lambda client for triggers and a KMS client for custom senders, neither of which
// the local platform configures. Loading the real SDK costs about a second of CPU and prints an
// end-of-support notice, so `require('aws-sdk')` gets this stub instead; a trigger call fails loudly.
const Module = require('node:module');

const unavailable = () => ({
  promise: async () => {
    throw new Error('AWS SDK v2 is stubbed in the local Cognito stand-in (no Lambda triggers or KMS locally)');
  },
});

class Lambda {
  invoke() {
    return unavailable();
  }
}

class KMS {
  decrypt() {
    return unavailable();
  }
}

const stub = { Lambda, KMS };
const originalLoad = Module._load;
Module._load = function load(request, parent, isMain) {
  if (request === 'aws-sdk') return stub;
  return originalLoad.call(this, request, parent, isMain);
};
