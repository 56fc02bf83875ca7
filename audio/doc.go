// Package audio is Deepwood's sound: every effect and all the music are
// synthesized in Go and played through one ebiten/v2/audio stream. Nothing
// recorded is downloaded or shipped.
//
// # Using it
//
// Scenes use one *Player, owned by the app:
//
//	p := audio.NewPlayer()                     // cheap: no device, no sound
//	p.SetVolumes(s.MasterVolume, s.MusicVolume, s.EffectsVolume)
//	p.SetMusic(audio.ThemeTitle, 0)            // remembered until unlocked
//	...
//	// on the first click, key press or touch:
//	if err := p.Unlock(); err != nil { ... }   // creates the audio context
//	...
//	p.Update()                                 // once per tick
//	p.Play(audio.SfxCardFlip)
//	p.SetMusic(audio.ThemeForward, tension)    // 0 exploring … 1 the Dragon
//
// # Browser unlock
//
// Browsers refuse to start audio, and log a console warning, when an
// AudioContext is created before the user has interacted with the page. So
// NewPlayer creates nothing: the ebiten audio context is made only by
// Unlock, which the app calls on its first user-gesture tick. Before
// Unlock, Play does nothing (no sound may play before the gesture) while
// SetMusic and SetVolumes are remembered and take effect at Unlock. On the
// desktop the app may call Unlock at start; headless runs (tests, bots,
// autoplay without sound) simply never call it, and then no audio device
// is ever opened. Every method is safe on a nil *Player.
//
// # How it is built
//
// The sub-packages import no ebiten, so everything is tested by rendering
// buffers, and `deepwood sounds --out DIR` writes it all as WAV:
//
//   - synth: oscillators (PolyBLEP saw and square, table sine, triangle),
//     seeded PCG noise, ADSR, one-pole and state-variable filters, a
//     Freeverb-style reverb, echo, a soft limiter, level meters and a WAV
//     encoder, all at 44100 Hz.
//   - sfx: a typed ID and a recipe for every effect, rendered once per
//     seeded variation and cached.
//   - music: a generative step sequencer per theme (mode, chord progression,
//     per-bar seeded melodies that repeat every 16 bars) playing live
//     instruments; tension fades layers in, raises tempo and brightness.
//   - mix: 16 effect voices with stealing, the music engines with
//     crossfades, 0–100 volumes on a square-law curve, ducking and the
//     limiter, read by ebiten as a float32 stereo stream without allocating.
//
// No synthesis library is used: the few hundred lines of DSP needed are
// simpler to keep deterministic, allocation-free in the audio callback and
// cheap under WebAssembly than a general-purpose dependency would be.
package audio
