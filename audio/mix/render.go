package mix

import (
	"encoding/binary"
	"math"
	"time"

	"deepwood/audio/music"
	"deepwood/audio/sfx"
	"deepwood/audio/synth"
)

// audioState is everything the audio goroutine owns.
type audioState struct {
	voices   [Voices]voice
	engines  [music.Count]*music.Engine
	fade     [music.Count]float32 // each engine's crossfade gain
	playing  [music.Count]bool
	limiter  *synth.Limiter
	cur      settings
	inbox    [queueLen]trigger
	gMaster  float32
	gMusic   float32
	gEffects float32
	duck     float32
	clock    uint64
	ml, mr   [block]float32
	tl, tr   [block]float32
	fx       [block]float32
	out      [2 * block]float32
	outPos   int
	carry    [8]byte
	carryN   int
}

// voice is one effect sounding. A stolen voice fades over one block and
// then starts its next sound, so stealing never clicks.
type voice struct {
	buf     []float32
	pos     int
	id      sfx.ID
	duck    float32
	started uint64
	next    trigger
	stolen  bool
}

func (v *voice) active() bool { return v.buf != nil }

// Per-sample smoothing coefficients.
var (
	glide       = float32(1 - math.Exp(-1/(0.03*synth.SampleRate)))
	duckAttack  = float32(1 - math.Exp(-1/(0.04*synth.SampleRate)))
	duckRelease = float32(1 - math.Exp(-1/(0.6*synth.SampleRate)))
	fadeIn      = float32(1.0 / (1.0 * synth.SampleRate))
	fadeOut     = float32(1.0 / (1.5 * synth.SampleRate))
)

// Read fills p with float32 little-endian stereo frames, the format
// ebiten's NewPlayerF32 reads. It never blocks on the game and never
// allocates.
func (m *Mixer) Read(p []byte) (int, error) {
	a := &m.audio
	n := 0
	for n < len(p) {
		if a.carryN > 0 {
			c := copy(p[n:], a.carry[8-a.carryN:])
			a.carryN -= c
			n += c
			continue
		}
		if a.outPos == len(a.out) {
			m.renderBlock()
			a.outPos = 0
		}
		if len(p)-n < 8 {
			binary.LittleEndian.PutUint32(a.carry[0:], math.Float32bits(a.out[a.outPos]))
			binary.LittleEndian.PutUint32(a.carry[4:], math.Float32bits(a.out[a.outPos+1]))
			a.outPos += 2
			a.carryN = 8
			continue
		}
		for a.outPos < len(a.out) && len(p)-n >= 8 {
			binary.LittleEndian.PutUint32(p[n:], math.Float32bits(a.out[a.outPos]))
			binary.LittleEndian.PutUint32(p[n+4:], math.Float32bits(a.out[a.outPos+1]))
			a.outPos += 2
			n += 8
		}
	}
	return n, nil
}

// Render fills out with interleaved stereo samples (len(out) even), for
// tests and offline rendering; it shares the stream with Read.
func (m *Mixer) Render(out []float32) {
	a := &m.audio
	for i := 0; i+1 < len(out); i += 2 {
		if a.outPos == len(a.out) {
			m.renderBlock()
			a.outPos = 0
		}
		out[i], out[i+1] = a.out[a.outPos], a.out[a.outPos+1]
		a.outPos += 2
	}
}

// renderBlock drains the mailbox and mixes one block.
func (m *Mixer) renderBlock() {
	a := &m.audio
	m.mu.Lock()
	k := copy(a.inbox[:], m.queue[:m.queued])
	clear(m.queue[:m.queued])
	m.queued = 0
	a.cur = m.want
	m.mu.Unlock()
	now := time.Since(m.epoch)
	for i := 0; i < k; i++ {
		if now-a.inbox[i].at < stale {
			a.start(a.inbox[i])
		}
		a.inbox[i] = trigger{}
	}
	a.renderMusic()
	duckTarget, voices := a.renderEffects()
	m.active.Store(voices)

	want := a.cur
	// Duck in proportion to the effects slider: a player who turned the
	// effects down (or off) should not hear the music dip for them.
	duckTarget = 1 - (1-duckTarget)*float32(math.Sqrt(float64(want.effects)))
	for i := 0; i < block; i++ {
		a.gMaster = approach(a.gMaster, want.master, glide)
		a.gMusic = approach(a.gMusic, want.music, glide)
		a.gEffects = approach(a.gEffects, want.effects, glide)
		if duckTarget < a.duck {
			a.duck += (duckTarget - a.duck) * duckAttack
		} else {
			a.duck += (duckTarget - a.duck) * duckRelease
		}
		gm := a.gMaster * a.gMusic * a.duck
		ge := a.gMaster * a.gEffects
		l := a.ml[i]*gm + a.fx[i]*ge
		r := a.mr[i]*gm + a.fx[i]*ge
		a.out[2*i], a.out[2*i+1] = a.limiter.Process(l, r)
	}
	a.clock += block
	m.duckNow.Store(math.Float32bits(a.duck))
}

// renderMusic crossfades the engines into ml/mr: the chosen theme fades in,
// every other fades out and is reset once silent, so it starts from bar one
// next time.
func (a *audioState) renderMusic() {
	clear(a.ml[:])
	clear(a.mr[:])
	for t := music.Title; t < music.Count; t++ {
		e := a.engines[t]
		if t == a.cur.theme {
			e.SetTension(a.cur.tension)
			if !a.playing[t] {
				e.Reset()
				e.SnapTension(a.cur.tension)
				a.playing[t] = true
			}
		}
		if !a.playing[t] {
			continue
		}
		e.Render(a.tl[:], a.tr[:])
		g := a.fade[t]
		for i := range a.tl {
			if t == a.cur.theme {
				g = min(1, g+fadeIn)
			} else {
				g = max(0, g-fadeOut)
			}
			a.ml[i] += a.tl[i] * g
			a.mr[i] += a.tr[i] * g
		}
		a.fade[t] = g
		if g == 0 && t != a.cur.theme {
			a.playing[t] = false
		}
	}
}

// renderEffects mixes the effect voices into fx and returns the duck gain
// the most-ducking sounding effect asks for and how many voices sounded.
func (a *audioState) renderEffects() (float32, int32) {
	clear(a.fx[:])
	duck := float32(1)
	count := int32(0)
	for i := range a.voices {
		v := &a.voices[i]
		if !v.active() {
			continue
		}
		count++
		n := min(block, len(v.buf)-v.pos)
		src := v.buf[v.pos : v.pos+n]
		if v.stolen {
			for j, x := range src {
				a.fx[j] += x * float32(block-j) / block
			}
			v.begin(v.next, a.clock)
			continue
		}
		for j, x := range src {
			a.fx[j] += x
		}
		v.pos += n
		duck = min(duck, v.duck)
		if v.pos >= len(v.buf) {
			*v = voice{}
		}
	}
	return duck, count
}

// approach moves g a fraction k toward target, landing exactly on it once
// within -100 dB, so a volume of 0 is true silence.
func approach(g, target, k float32) float32 {
	g += (target - g) * k
	if d := g - target; d < 1e-5 && d > -1e-5 {
		return target
	}
	return g
}

func (v *voice) begin(t trigger, clock uint64) {
	*v = voice{buf: t.buf, id: t.id, duck: t.duck, started: clock}
}

// start gives a trigger a voice: same-effect triggers within the retrigger
// window merge; an effect at its per-effect limit takes over its own oldest
// voice; otherwise a free voice, else the voice nearest its end, is used.
func (a *audioState) start(t trigger) {
	if len(t.buf) == 0 {
		return
	}
	var same int
	var oldestSame, free, nearEnd *voice
	for i := range a.voices {
		v := &a.voices[i]
		if !v.active() {
			if free == nil {
				free = v
			}
			continue
		}
		if v.id == t.id {
			if a.clock-v.started < retrigger || v.stolen && v.next.id == t.id {
				return
			}
			same++
			if oldestSame == nil || v.started < oldestSame.started {
				oldestSame = v
			}
		}
		if !v.stolen && (nearEnd == nil || progress(v) > progress(nearEnd)) {
			nearEnd = v
		}
	}
	switch {
	case same >= perID && !oldestSame.stolen:
		oldestSame.steal(t)
	case free != nil:
		free.begin(t, a.clock)
	case nearEnd != nil:
		nearEnd.steal(t)
	}
}

func (v *voice) steal(t trigger) { v.stolen, v.next = true, t }

func progress(v *voice) float32 { return float32(v.pos) / float32(len(v.buf)) }
