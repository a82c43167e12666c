// Preloaded into cognito-local (cognito.ts). Its StormDB engine saves a pool with the async fs.writeFile, so two
// saves that overlap both truncate the file and write from offset 0: a shorter snapshot finishing last leaves the
// longer one's tail behind it (valid JSON, then stray bytes) until the next save, and the shim, which reads codes
// from the file, fails on it. Here the saves of one `.json` file run one at a time, each to a temporary file renamed
// over the old one, so every read finds one whole snapshot.
const fs = require('node:fs');

const writeFile = fs.writeFile;
const queues = new Map();

fs.writeFile = function serialWriteFile(file, data, ...rest) {
  const callback = rest.at(-1);
  if (typeof file !== 'string' || !file.endsWith('.json') || typeof callback !== 'function') {
    return writeFile.call(fs, file, data, ...rest);
  }
  const options = rest.slice(0, -1);
  const previous = queues.get(file) ?? Promise.resolve();
  const next = previous.then(
    () =>
      new Promise((resolve) => {
        const temporary = `${file}.${process.pid}.saving`;
        writeFile.call(fs, temporary, data, ...options, (error) => {
          if (error) {
            resolve();
            callback(error);
            return;
          }
          fs.rename(temporary, file, (renameError) => {
            resolve();
            callback(renameError ?? null);
          });
        });
      }),
  );
  queues.set(file, next);
  next.then(() => {
    if (queues.get(file) === next) queues.delete(file);
  });
};
