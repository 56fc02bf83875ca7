// Package synth is Deepwood's pure, deterministic sound synthesis: band-limited
// oscillators, seeded noise, envelopes, filters, reverb, a soft limiter, level
// statistics and a WAV encoder. It imports no ebiten, so every sound the game
// makes can be rendered and measured in tests and by `deepwood sounds`
// without an audio device.
//
// Everything runs at SampleRate (44100 Hz): it is what every browser and
// desktop device accepts, and one fixed rate keeps cached effect buffers and
// the live mixer in step.
package synth

import "math"

// SampleRate is the one rate every buffer, oscillator and the mixer use, in
// samples per second per channel.
const SampleRate = 44100

// Seconds converts a sample count to seconds, for reports.
func Seconds(samples int) float64 { return float64(samples) / SampleRate }

// Samples converts seconds to a whole number of samples.
func Samples(sec float64) int { return int(math.Round(sec * SampleRate)) }

// MIDIFreq is the frequency of a MIDI note number (69 is A 440 Hz); the
// composer thinks in notes, the oscillators in hertz.
func MIDIFreq(note float64) float64 { return 440 * math.Exp2((note-69)/12) }

// DB converts a linear amplitude to decibels, with silence at -120 so tables
// never print -Inf.
func DB(x float64) float64 {
	if x <= 1e-6 {
		return -120
	}
	return 20 * math.Log10(x)
}

// FromDB converts decibels to a linear gain.
func FromDB(db float64) float64 { return math.Pow(10, db/20) }

// Peak is the largest absolute sample, so tests and the sounds table can prove
// nothing clips (a peak of 1 or more is 0 dBFS).
func Peak(buf []float32) float64 {
	var p float32
	for _, v := range buf {
		if v < 0 {
			v = -v
		}
		if v > p {
			p = v
		}
	}
	return float64(p)
}

// RMS is the root mean square of buf, the loudness measure used to prove a
// sound is not silent.
func RMS(buf []float32) float64 {
	if len(buf) == 0 {
		return 0
	}
	var s float64
	for _, v := range buf {
		s += float64(v) * float64(v)
	}
	return math.Sqrt(s / float64(len(buf)))
}

const sineTableBits = 12
const sineTableSize = 1 << sineTableBits

// sineTable holds one cycle (plus a guard point) so the live synthesis path
// avoids math.Sin per sample. It is computed once and never written again.
var sineTable = func() [sineTableSize + 1]float32 {
	var t [sineTableSize + 1]float32
	for i := range t {
		t[i] = float32(math.Sin(2 * math.Pi * float64(i) / sineTableSize))
	}
	return t
}()

// Sin is sin(2π·phase) for phase in [0, 1), by linear interpolation in a
// table: accurate to about -90 dB and several times faster than math.Sin.
func Sin(phase float64) float32 {
	phase -= math.Floor(phase)
	x := phase * sineTableSize
	i := int(x)
	f := float32(x - float64(i))
	return sineTable[i] + f*(sineTable[i+1]-sineTable[i])
}

// Clamp limits x to [lo, hi].
func Clamp(x, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, x)) }
