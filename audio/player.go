package audio

import (
	"fmt"
	"time"

	eaudio "github.com/hajimehoshi/ebiten/v2/audio"

	"deepwood/audio/mix"
	"deepwood/audio/synth"
)

// SampleRate is the rate of the audio context Unlock creates.
const SampleRate = synth.SampleRate

// latency is the stream's buffer: short enough that a hit sounds with its
// frame, long enough not to starve when a frame runs late.
const latency = 60 * time.Millisecond

// Player is the game's sound: effects, music and volumes over one mixer.
// Call its methods from the game goroutine.
type Player struct {
	mixer    *mix.Mixer
	out      *eaudio.Player
	theme    Theme
	tension  float64
	vol      [3]int
	warm     bool
	disabled bool
	// asked holds the effects played after Ask and before Unlock, played
	// when sound starts (at most maxAsked).
	asked  []Sfx
	asking bool
}

// maxAsked bounds the effects kept between Ask and Unlock: the few a
// player's first key or click sets off.
const maxAsked = 4

// Ask says sound is wanted and will start shortly (the player has made a
// gesture): effects played from now until Unlock are kept and played as
// sound starts, so that a game may start sound a frame after the gesture
// that allows it and still answer that gesture with its sound.
func (p *Player) Ask() {
	if p != nil {
		p.asking = true
	}
}

// NewPlayer makes a silent, locked Player. It allocates almost nothing and
// touches no audio device, so it is safe to make at start, in the browser,
// before any gesture, and in headless runs.
func NewPlayer() *Player {
	return &Player{vol: [3]int{80, 70, 80}}
}

// Unlock starts sound: it builds the mixer (a few milliseconds), creates the
// ebiten audio context at SampleRate if none exists yet, and starts the
// stream with the remembered music and volumes. Call it from the first
// user gesture; later calls do nothing. If audio cannot start (no device, or
// another context at a different rate) it returns the error and the Player
// stays silent.
func (p *Player) Unlock() error {
	if p == nil || p.mixer != nil || p.disabled {
		return nil
	}
	ctx := eaudio.CurrentContext()
	if ctx == nil {
		ctx = eaudio.NewContext(SampleRate)
	} else if ctx.SampleRate() != SampleRate {
		p.disabled = true
		return fmt.Errorf("audio: an audio context at %d Hz already exists; sound needs %d Hz", ctx.SampleRate(), SampleRate)
	}
	m := mix.New()
	m.SetVolumes(p.vol[0], p.vol[1], p.vol[2])
	m.SetMusic(p.theme, p.tension)
	out, err := ctx.NewPlayerF32(m)
	if err != nil {
		p.disabled = true
		return fmt.Errorf("audio: %w", err)
	}
	out.SetBufferSize(latency)
	out.Play()
	p.mixer, p.out = m, out
	for _, id := range p.asked {
		m.Play(id)
	}
	p.asked, p.asking = nil, false
	return nil
}

// Unlocked reports whether Unlock has started sound.
func (p *Player) Unlocked() bool { return p != nil && p.mixer != nil }

// Play plays an effect now. Before Unlock it does nothing, but for the
// effects played after Ask, which sound when Unlock starts sound.
func (p *Player) Play(id Sfx) {
	if p == nil {
		return
	}
	if p.mixer == nil {
		if p.asking && !p.disabled && len(p.asked) < maxAsked {
			p.asked = append(p.asked, id)
		}
		return
	}
	p.mixer.Play(id)
}

// SetMusic chooses the theme (ThemeNone for silence) and its tension 0–1:
// 0 is calm; raise it for a duel, the Dragon, a battle's final rounds.
// Calling it every tick with the same values is cheap.
func (p *Player) SetMusic(t Theme, tension float64) {
	if p == nil {
		return
	}
	p.theme, p.tension = t, tension
	if p.mixer != nil {
		p.mixer.SetMusic(t, tension)
	}
}

// SetVolumes applies the settings' master, music and effects volumes (0–100).
func (p *Player) SetVolumes(master, music, effects int) {
	if p == nil {
		return
	}
	p.vol = [3]int{master, music, effects}
	if p.mixer != nil {
		p.mixer.SetVolumes(master, music, effects)
	}
}

// Update does the per-tick work: once unlocked it renders one more effect
// variation into the cache (at most a few tens of milliseconds in the
// browser), so no first play stalls a frame; all are ready about 75 ticks
// after Unlock. An effect played earlier is rendered on the spot. Stream
// errors surface through ebiten's RunGame.
func (p *Player) Update() {
	if p == nil || p.mixer == nil || p.warm {
		return
	}
	p.warm = !p.mixer.Warm()
}

// ActiveVoices is how many effects are sounding, for debug overlays.
func (p *Player) ActiveVoices() int {
	if p == nil || p.mixer == nil {
		return 0
	}
	return p.mixer.ActiveVoices()
}
