package music

import (
	"math"

	"deepwood/audio/synth"
)

// voiceCount is how many notes one Engine can sound at once.
const voiceCount = 32

// maxBlock is the most samples an Engine renders in one inner pass; longer
// requests are split.
const maxBlock = 1024

// Engine plays one theme. Make it with New (which allocates everything it
// will ever need), then call Render from the audio goroutine; SetTension may
// be called between Renders by the same goroutine (the mixer serialises it).
type Engine struct {
	theme   Theme
	spec    spec
	kit     *Kit
	voices  [voiceCount]voice
	verb    *synth.Reverb
	send    []float32
	target  float64 // tension asked for
	tension float64 // tension now, following target over a few seconds
	step    int     // 16th notes since the start
	stepLen int     // samples in the current step
	stepPos int     // samples into the current step
	clock   uint64
	rng     synth.Noise
	seed    uint64
	mel     int // the melody's current scale degree, for stepwise lines
	dcL     synth.OnePole
	dcR     synth.OnePole
}

// New makes an Engine for theme t, sharing the percussion kit.
func New(t Theme, kit *Kit) *Engine {
	e := &Engine{theme: t, spec: specFor(t), kit: kit, send: make([]float32, maxBlock), seed: uint64(t) * 1013}
	for i := range e.voices {
		e.voices[i].line = make([]float32, pluckLine)
	}
	e.verb = synth.NewReverb(e.spec.size, 0.45)
	e.dcL.SetCutoff(20)
	e.dcR.SetCutoff(20)
	e.Reset()
	return e
}

// Theme is the theme this Engine plays.
func (e *Engine) Theme() Theme { return e.theme }

// Reset silences every voice and starts the piece again from bar one.
func (e *Engine) Reset() {
	for i := range e.voices {
		e.voices[i].kind = kNone
	}
	e.step, e.stepPos, e.stepLen = -1, 0, 0
}

// SetTension asks for a tension 0–1; the music moves there over about two
// seconds so layers fade rather than jump.
func (e *Engine) SetTension(x float64) { e.target = synth.Clamp(x, 0, 1) }

// SnapTension sets the tension at once (for rendering excerpts).
func (e *Engine) SnapTension(x float64) {
	e.SetTension(x)
	e.tension = e.target
}

// Tension is the current, smoothed tension.
func (e *Engine) Tension() float64 { return e.tension }

// Render writes len(l) stereo samples of music into l and r (which must be
// the same length), overwriting them.
func (e *Engine) Render(l, r []float32) {
	for len(l) > 0 {
		if e.stepPos >= e.stepLen {
			e.advance()
		}
		n := min(len(l), e.stepLen-e.stepPos, maxBlock)
		e.renderBlock(l[:n], r[:n])
		e.stepPos += n
		l, r = l[n:], r[n:]
	}
}

// advance moves to the next 16th note: it eases the tension, sets the step
// length from the tempo and lets the arrangement start notes.
func (e *Engine) advance() {
	if e.stepLen > 0 {
		k := 1 - math.Exp(-float64(e.stepLen)/(2*synth.SampleRate))
		e.tension += (e.target - e.tension) * k
	}
	e.step++
	e.stepPos = 0
	bpm := e.spec.bpm[0] + (e.spec.bpm[1]-e.spec.bpm[0])*e.tension
	e.stepLen = int(synth.SampleRate * 60 / bpm / 4)
	bar, st := e.step/16, e.step%16
	if st == 0 {
		e.rng = synth.NewNoise(e.seed*977 + uint64(bar%loopBars))
	}
	e.spec.arrange(e, bar%loopBars, st)
}

func (e *Engine) renderBlock(l, r []float32) {
	clear(l)
	clear(r)
	send := e.send[:len(l)]
	clear(send)
	for i := range e.voices {
		if e.voices[i].kind != kNone {
			e.voices[i].render(l, r, send, len(l))
		}
	}
	wet, g := float32(e.spec.verb), float32(e.spec.gain)
	for i, x := range send {
		wl, wr := e.verb.Process(x, x)
		l[i] = e.dcL.HighPass((l[i] + wl*wet) * g)
		r[i] = e.dcR.HighPass((r[i] + wr*wet) * g)
	}
	e.clock += uint64(len(l))
}

// alloc finds a free voice, or steals the quietest one.
func (e *Engine) alloc() *voice {
	var best *voice
	for i := range e.voices {
		v := &e.voices[i]
		if v.kind == kNone {
			v.started = e.clock
			return v
		}
		if best == nil || v.level() < best.level() {
			best = v
		}
	}
	best.started = e.clock
	return best
}

// layer is how present a layer entering at tension th is now: 0 below,
// rising smoothly to 1 over the next 0.2 of tension. th 0 is always on.
func (e *Engine) layer(th float64) float64 {
	if th <= 0 {
		return 1
	}
	x := synth.Clamp((e.tension-th)/0.2+0.5, 0, 1)
	return x * x * (3 - 2*x)
}

// note is the MIDI note of scale degree d (any integer; it wraps into other
// octaves) in octave oct above the theme's root.
func (e *Engine) note(d, oct int) float64 {
	n := len(e.spec.scale)
	o := d / n
	if d%n < 0 {
		o--
	}
	return float64(e.spec.root + 12*(oct+o) + e.spec.scale[d-o*n])
}

// chord is the scale degree of the bar's chord root.
func (e *Engine) chord(bar int) int { return e.spec.prog[bar%len(e.spec.prog)] }

// steps converts 16th notes to samples at the current tempo.
func (e *Engine) steps(n float64) int { return int(n * float64(e.stepLen)) }

// play starts a note of an instrument: a MIDI note, velocity, length in
// 16ths, pan and reverb send. Velocities under 0.01 are skipped, so a
// layer that has faded out costs nothing.
func (e *Engine) play(k kind, note, vel, length, pan, send float64) {
	if vel < 0.01 {
		return
	}
	e.alloc().start(k, synth.MIDIFreq(note), vel, e.steps(length), pan, send, e.clock+uint64(note))
}

// hit plays a drum from the kit; rate re-pitches it (1 as rendered).
func (e *Engine) hit(d drum, vel, pan, send, rate float64) {
	if vel < 0.01 {
		return
	}
	e.alloc().startSample(e.kit.bufs[d], vel, rate, pan, send)
}

// on reports whether a 16-character pattern ('x' loud, 'o' soft, '.' rest)
// has a hit at step st, and its velocity.
func on(pattern string, st int) (bool, float64) {
	switch pattern[st%len(pattern)] {
	case 'x':
		return true, 1
	case 'o':
		return true, 0.55
	}
	return false, 0
}

// Excerpt renders sec seconds of theme t held at one tension, as interleaved
// stereo, with a short fade in and out: what `deepwood sounds` writes so the
// music can be heard without the game.
func Excerpt(t Theme, tension, sec float64, kit *Kit) []float32 {
	e := New(t, kit)
	e.SnapTension(tension)
	n := synth.Samples(sec)
	l, r := make([]float32, n), make([]float32, n)
	e.Render(l, r)
	out := make([]float32, 2*n)
	fade := synth.Samples(0.05)
	for i := range l {
		g := float32(1)
		if i < fade {
			g = float32(i) / float32(fade)
		} else if n-1-i < fade {
			g = float32(n-1-i) / float32(fade)
		}
		out[2*i], out[2*i+1] = l[i]*g, r[i]*g
	}
	return out
}
