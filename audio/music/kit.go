package music

import s "deepwood/audio/synth"

// drum names a percussion sound in the Kit.
type drum uint8

const (
	dKick drum = iota
	dSnare
	dHat
	dShaker
	dTom
	dTaiko
	dHandDrum
	dTimpani
	dWood
	drumCount
)

// Kit holds the percussion, rendered once and shared read-only by every
// Engine: drums are cheaper and better as cached hits than live synthesis.
type Kit struct {
	bufs [drumCount][]float32
}

// timpaniNote is the MIDI pitch the timpani is rendered at; the sequencer
// re-pitches it to the chord root by playback rate.
const timpaniNote = 41

// NewKit renders the percussion (about 10 ms of work natively).
func NewKit() *Kit {
	k := &Kit{}
	k.bufs[dKick] = render(0.45, func(b s.Buf) {
		b.AddTone(s.Tone{Dur: 0.4, Freq: 130, FreqEnd: 42, Wave: s.Sine, Decay: 0.35, Gain: 1})
		b.AddNoise(s.NoiseBurst{Dur: 0.01, Lo: 1000, Decay: 0.008, Gain: 0.4, Seed: 1})
	})
	k.bufs[dSnare] = render(0.3, func(b s.Buf) {
		b.AddNoise(s.NoiseBurst{Dur: 0.25, Lo: 900, Hi: 9000, Decay: 0.17, Gain: 0.8, Seed: 2})
		b.AddTone(s.Tone{Dur: 0.12, Freq: 200, FreqEnd: 170, Wave: s.Tri, Decay: 0.1, Gain: 0.6})
	})
	k.bufs[dHat] = render(0.08, func(b s.Buf) {
		b.AddNoise(s.NoiseBurst{Dur: 0.07, Lo: 7000, Decay: 0.04, Gain: 1, Seed: 3})
	})
	k.bufs[dShaker] = render(0.12, func(b s.Buf) {
		b.AddNoise(s.NoiseBurst{Dur: 0.1, Lo: 4000, Hi: 11000, Attack: 0.02, Decay: 0.07, Gain: 1, Seed: 4, Crackle: 0.5})
	})
	k.bufs[dTom] = render(0.45, func(b s.Buf) {
		b.AddTone(s.Tone{Dur: 0.4, Freq: 115, FreqEnd: 82, Wave: s.Sine, Decay: 0.3, Gain: 1})
		b.AddNoise(s.NoiseBurst{Dur: 0.05, Lo: 200, Hi: 2000, Decay: 0.03, Gain: 0.3, Seed: 5})
	})
	k.bufs[dTaiko] = render(0.8, func(b s.Buf) {
		b.AddTone(s.Tone{Dur: 0.7, Freq: 78, FreqEnd: 52, Wave: s.Sine, Decay: 0.6, Gain: 1})
		b.AddNoise(s.NoiseBurst{Dur: 0.12, Hi: 500, Decay: 0.09, Gain: 0.7, Seed: 6})
		b.Saturate(1.6)
	})
	k.bufs[dHandDrum] = render(0.3, func(b s.Buf) {
		b.AddTone(s.Tone{Dur: 0.25, Freq: 190, FreqEnd: 150, Wave: s.Sine, Decay: 0.2, Gain: 1})
		b.AddNoise(s.NoiseBurst{Dur: 0.03, Lo: 500, Hi: 3000, Decay: 0.02, Gain: 0.4, Seed: 7})
	})
	k.bufs[dTimpani] = render(1.6, func(b s.Buf) {
		f := s.MIDIFreq(timpaniNote)
		b.AddTone(s.Tone{Dur: 1.5, Freq: f * 1.02, FreqEnd: f, Wave: s.Sine, Attack: 0.003, Decay: 1.3, Gain: 1})
		b.AddTone(s.Tone{Dur: 0.8, Freq: f * 1.5, Wave: s.Sine, Attack: 0.003, Decay: 0.7, Gain: 0.35})
		b.AddNoise(s.NoiseBurst{Dur: 0.08, Lo: 100, Hi: 1500, Decay: 0.05, Gain: 0.35, Seed: 8})
	})
	k.bufs[dWood] = render(0.12, func(b s.Buf) {
		b.AddTone(s.Tone{Dur: 0.1, Freq: 820, Wave: s.Sine, Decay: 0.06, Gain: 1})
		b.AddTone(s.Tone{Dur: 0.05, Freq: 2300, Wave: s.Sine, Decay: 0.02, Gain: 0.3})
	})
	return k
}

func render(sec float64, f func(s.Buf)) []float32 {
	b := s.NewBuf(sec)
	f(b)
	return b.Finish(-3)
}
