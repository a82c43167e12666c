// eSpeak NG (GPL-3.0, @echogarden/espeak-ng-emscripten) runs in this separate Node process, never inside the
// handler's module graph. Protocol over the IPC channel (advanced serialisation):
//   in:  { id, text, voice, rate, pitch }        rate in words per minute, pitch 0..100
//   out: { id, ok: true, samples: Int16Array, sampleRate } | { id, ok: false, message }
// and once at start { ready: true, sampleRate } | { ready: false, message }.
import createModule from '@echogarden/espeak-ng-emscripten';

let engine;
try {
  const module = await createModule();
  engine = new module.eSpeakNGWorker();
  process.send?.({ ready: true, sampleRate: engine.get_samplerate() });
} catch (error) {
  process.send?.({ ready: false, message: String(error?.message ?? error) });
  process.exit(1);
}

process.on('message', (request) => {
  const { id, text, voice, rate, pitch } = request;
  try {
    if (engine.set_voice(voice) !== 0) throw new Error(`unknown eSpeak voice ${voice}`);
    engine.set_rate(rate);
    engine.set_pitch(pitch);
    const chunks = [];
    let total = 0;
    engine.synthesize(text, (samples) => {
      if (samples && samples.length > 0) {
        chunks.push(samples);
        total += samples.length;
      }
    });
    const samples = new Int16Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      samples.set(chunk, offset);
      offset += chunk.length;
    }
    process.send?.({ id, ok: true, samples, sampleRate: engine.get_samplerate() });
  } catch (error) {
    process.send?.({ id, ok: false, message: String(error?.message ?? error) });
  }
});

process.on('disconnect', () => process.exit(0));
