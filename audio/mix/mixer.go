// Package mix is Deepwood's mixer: a fixed pool of effect voices, the music
// engines, per-bus volumes on a perceptual curve, ducking of the music under
// important effects, and a soft limiter on the sum, read as a float32 stereo
// stream by the audio device. It imports no ebiten, so all of it is tested
// by rendering buffers.
//
// Threads: Play, SetMusic and SetVolumes are called by the game; Read and
// Render by the audio goroutine. They meet only in a small mutex-guarded
// mailbox (a fixed command queue and the latest settings) that the audio
// side drains every 64 frames, so neither side waits on the other's work
// and nothing allocates once the mixer is made.
package mix

import (
	"math"
	"sync"
	"sync/atomic"
	"time"

	"deepwood/audio/music"
	"deepwood/audio/sfx"
	"deepwood/audio/synth"
)

// Voices is the most effects that sound at once; more triggers steal the
// voice nearest its end.
const Voices = 16

// perID is the most voices one effect may hold, so a burst of one sound
// cannot crowd out everything else.
const perID = 3

// retrigger is how soon the same effect may start again: triggers closer
// together than this (the same frame, a bot spamming) merge into one.
const retrigger = synth.SampleRate * 25 / 1000

// block is the number of frames processed between mailbox checks.
const block = 64

// queueLen is how many triggers can wait between two blocks.
const queueLen = 64

// Mixer mixes effects and music into one stereo stream. Make it with New.
type Mixer struct {
	bank *sfx.Bank
	rr   [sfx.Count]atomic.Uint32 // next variation per effect

	mu      sync.Mutex
	queue   [queueLen]trigger
	queued  int
	dropped int
	want    settings

	epoch   time.Time  // triggers are stamped relative to this
	audio   audioState // owned by the audio goroutine
	active  atomic.Int32
	duckNow atomic.Uint32
}

// trigger is one effect start on its way to the audio goroutine.
type trigger struct {
	buf  []float32
	id   sfx.ID
	duck float32
	at   time.Duration // when the game asked, since epoch
}

// stale is how old a trigger may be and still start: if the audio stream
// stalls (a suspended browser tab, a paused device), sounds asked for long
// ago are dropped instead of all bursting out when it resumes.
const stale = time.Second

// settings is what the game last asked for.
type settings struct {
	master, music, effects float32 // linear gains
	theme                  music.Theme
	tension                float64
}

// New makes a mixer: it renders the drum kit and builds an engine per
// theme (a few milliseconds and about a megabyte), so make it once, when
// sound is first needed. It starts silent: no theme, volumes at 100.
func New() *Mixer {
	m := &Mixer{bank: &sfx.Bank{}, epoch: time.Now()}
	m.want = settings{master: 1, music: 1, effects: 1}
	a := &m.audio
	kit := music.NewKit()
	for _, t := range music.All() {
		a.engines[t] = music.New(t, kit)
	}
	a.limiter = synth.NewLimiter(-1.5, -0.3, 0.12)
	a.gMaster, a.gMusic, a.gEffects, a.duck = 1, 1, 1, 1
	a.cur = m.want
	m.duckNow.Store(math.Float32bits(1))
	return m
}

// Play starts an effect (a variation in turn, so repeats differ). It renders
// the effect on first use (use Warm to do that ahead of time) and never
// blocks on the audio thread. It reports false if the trigger queue was full.
func (m *Mixer) Play(id sfx.ID) bool {
	if id == sfx.None || id >= sfx.Count {
		return false
	}
	buf := m.bank.Get(id, int(m.rr[id].Add(1)-1))
	return m.PlayBuffer(id, buf, id.Duck())
}

// PlayBuffer starts any mono buffer as effect id with a music duck gain
// (1 for none). The buffer is shared with the audio goroutine and must not
// change afterwards.
func (m *Mixer) PlayBuffer(id sfx.ID, buf []float32, duck float32) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.queued == queueLen {
		m.dropped++
		return false
	}
	m.queue[m.queued] = trigger{buf: buf, id: id, duck: duck, at: time.Since(m.epoch)}
	m.queued++
	return true
}

// Warm renders one more effect into the cache; call it once per tick until
// it returns false so first plays do not stall a frame.
func (m *Mixer) Warm() bool { return m.bank.Warm() }

// SetMusic chooses the theme (music.None for silence) and its tension 0–1.
// A new theme crossfades in; a new tension eases in over a few seconds.
func (m *Mixer) SetMusic(t music.Theme, tension float64) {
	m.mu.Lock()
	m.want.theme, m.want.tension = t, synth.Clamp(tension, 0, 1)
	m.mu.Unlock()
}

// SetVolumes sets the master, music and effects volumes as the settings
// store them (0–100); changes glide over about 30 ms so sliders do not zip.
func (m *Mixer) SetVolumes(master, musicVol, effects int) {
	m.mu.Lock()
	m.want.master, m.want.music, m.want.effects = Curve(master), Curve(musicVol), Curve(effects)
	m.mu.Unlock()
}

// Curve maps a 0–100 volume setting to a linear gain on a square law: 0 is
// silence, 50 is a quarter (-12 dB), 100 is unity, so the slider moves
// loudness evenly to the ear rather than amplitude.
func Curve(v int) float32 {
	x := float32(max(0, min(100, v))) / 100
	return x * x
}

// ActiveVoices is how many effect voices are sounding (as of the last block).
func (m *Mixer) ActiveVoices() int { return int(m.active.Load()) }

// Duck is the gain the music is currently ducked to (1 when not ducked).
func (m *Mixer) Duck() float32 { return math.Float32frombits(m.duckNow.Load()) }

// Dropped is how many triggers were refused because the queue was full.
func (m *Mixer) Dropped() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.dropped
}
