package mix

import (
	"testing"

	"deepwood/audio/music"
	"deepwood/audio/sfx"
	"deepwood/audio/synth"
)

// render runs the mixer for sec seconds and returns interleaved stereo.
func render(m *Mixer, sec float64) []float32 {
	out := make([]float32, 2*synth.Samples(sec))
	m.Render(out)
	return out
}

func TestSilentUntilAskedAndVolumeZeroIsSilence(t *testing.T) {
	m := New()
	if p := synth.Peak(render(m, 0.5)); p != 0 {
		t.Fatalf("a fresh mixer is not silent: peak %g", p)
	}
	m.SetVolumes(0, 100, 100)
	m.SetMusic(music.Battle, 1)
	m.Play(sfx.Crit)
	out := render(m, 1)
	if p := synth.Peak(out[len(out)/2:]); p != 0 {
		t.Errorf("master 0 is not silent: peak %g", p)
	}
}

// level renders a fixed scene (a theme and a burst of effects) at the given
// volumes and returns the RMS of what the music and effects add up to.
func level(master, mus, fx int, withMusic, withFx bool) float64 {
	m := New()
	m.SetVolumes(master, mus, fx)
	if withMusic {
		m.SetMusic(music.Forward, 0.6)
	}
	render(m, 1.2) // past the fade-in and the volume glide
	if withFx {
		m.Play(sfx.Hit)
		m.Play(sfx.CardFlip)
	}
	return synth.RMS(render(m, 0.3))
}

func TestVolumesScaleTheMix(t *testing.T) {
	full := level(100, 100, 100, true, true)
	half := level(50, 100, 100, true, true)
	if !(half < full*0.5 && half > full*0.1) {
		t.Errorf("master 50 gives %.4f against %.4f at 100; want about a quarter", half, full)
	}
	musicOnly100 := level(100, 100, 100, true, false)
	musicOnly50 := level(100, 50, 100, true, false)
	musicFxMuted := level(100, 100, 0, true, true)
	if !(musicOnly50 < musicOnly100*0.5) {
		t.Errorf("music 50 (%.4f) not well below music 100 (%.4f)", musicOnly50, musicOnly100)
	}
	if d := musicFxMuted - musicOnly100; d > 1e-3 || d < -1e-3 {
		t.Errorf("effects at 0 still change the mix: %.4f vs %.4f", musicFxMuted, musicOnly100)
	}
	fxOnly := level(100, 0, 100, false, true)
	fxOnlyMusicMuted := level(100, 0, 100, true, true)
	if d := fxOnly - fxOnlyMusicMuted; d > 1e-4 || d < -1e-4 {
		t.Errorf("music at 0 still changes the mix: %.4f vs %.4f", fxOnlyMusicMuted, fxOnly)
	}
	if fxOnly == 0 || level(100, 0, 50, false, true) >= fxOnly*0.5 {
		t.Error("effects volume does not scale the effects")
	}
	if Curve(0) != 0 || Curve(100) != 1 || Curve(50) != 0.25 || Curve(150) != 1 {
		t.Error("volume curve wrong")
	}
}

func TestDuckingLowersMusicThenRestores(t *testing.T) {
	m := New()
	m.SetMusic(music.Forest, 0.5)
	render(m, 1.5)
	before := synth.RMS(render(m, 0.5))
	// A silent but important effect: whatever changes is the music.
	silent := make([]float32, synth.Samples(1))
	m.PlayBuffer(sfx.Victory, silent, 0.25)
	render(m, 0.2)
	during := synth.RMS(render(m, 0.5))
	if m.Duck() > 0.3 {
		t.Errorf("music ducked to %.2f during the effect, want 0.25", m.Duck())
	}
	render(m, 2.5)
	after := synth.RMS(render(m, 0.5))
	if m.Duck() < 0.95 {
		t.Errorf("duck did not release: %.2f", m.Duck())
	}
	t.Logf("music RMS before %.4f during %.4f after %.4f", before, during, after)
	if during > before*0.5 || after < before*0.6 {
		t.Errorf("ducking: before %.4f during %.4f after %.4f", before, during, after)
	}
	m.SetVolumes(100, 100, 0)
	m.PlayBuffer(sfx.Victory, silent, 0.25)
	render(m, 0.3)
	if m.Duck() < 0.99 {
		t.Errorf("music ducks to %.2f for effects nobody can hear", m.Duck())
	}
}

// TestSoakKeepsVoiceLimitAndNeverClips fires thousands of triggers, many
// at once, with the music at full tension and every volume at 100.
func TestSoakKeepsVoiceLimitAndNeverClips(t *testing.T) {
	m := New()
	m.SetMusic(music.Battle, 1)
	ids := sfx.All()
	for _, id := range ids {
		m.bank.Get(id, 0) // warm the cache
	}
	buf := make([]float32, 2*512)
	peak := 0.0
	fired := 0
	for frame := 0; frame < 300; frame++ {
		for k := 0; k < 40; k++ {
			m.Play(ids[(frame*7+k)%len(ids)])
			fired++
		}
		m.Render(buf)
		peak = max(peak, synth.Peak(buf))
		if v := m.ActiveVoices(); v > Voices {
			t.Fatalf("%d voices active, limit %d", v, Voices)
		}
	}
	t.Logf("%d triggers, %d refused by the full queue, peak %.2f dBFS", fired, m.Dropped(), synth.DB(peak))
	if peak >= 1 {
		t.Errorf("the mix clipped: peak %.4f", peak)
	}
	if m.ActiveVoices() == 0 {
		t.Error("no voices sounded")
	}
}

func TestReadIsWarmAllocationFree(t *testing.T) {
	m := New()
	m.SetMusic(music.Battle, 1)
	for _, id := range sfx.All() {
		m.bank.Get(id, 0)
		m.bank.Get(id, 1)
	}
	p := make([]byte, 4096+4) // odd size: exercises the partial-frame carry
	for i := 0; i < 50; i++ {
		m.Play(sfx.All()[i%len(sfx.All())])
		m.Read(p)
	}
	allocs := testing.AllocsPerRun(200, func() {
		m.Play(sfx.Hit)
		m.Play(sfx.Clash)
		if n, err := m.Read(p); n != len(p) || err != nil {
			t.Fatalf("Read gave %d, %v", n, err)
		}
	})
	if allocs != 0 {
		t.Errorf("Read+Play allocate %.1f times once warm", allocs)
	}
}

func TestMusicSwitchCrossfades(t *testing.T) {
	m := New()
	m.SetMusic(music.Title, 0)
	render(m, 2)
	m.SetMusic(music.Battle, 0.5)
	out := render(m, 3)
	var worst float32
	for i := 2; i < len(out); i += 2 {
		d := out[i] - out[i-2]
		worst = max(worst, d, -d)
	}
	if worst > 0.3 {
		t.Errorf("switching themes jumps by %.3f between samples", worst)
	}
	if !m.audio.playing[music.Battle] || m.audio.playing[music.Title] {
		t.Error("the old theme did not stop or the new one did not start")
	}
}

func TestStaleTriggersAreDropped(t *testing.T) {
	m := New()
	m.Play(sfx.Hit)
	m.queue[0].at -= 2 * stale // as if the stream had stalled since
	render(m, 0.1)
	if m.ActiveVoices() != 0 {
		t.Error("a trigger from long ago still played")
	}
	m.Play(sfx.Hit)
	render(m, 0.05)
	if m.ActiveVoices() != 1 {
		t.Error("a fresh trigger did not play")
	}
}
