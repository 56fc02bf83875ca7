package audio

import "testing"

// TestLockedPlayerIsSilentAndRemembers checks the browser-unlock contract
// without an audio device: before Unlock nothing is built or played, and
// settings given early are kept for Unlock.
func TestLockedPlayerIsSilentAndRemembers(t *testing.T) {
	p := NewPlayer()
	p.SetVolumes(10, 20, 30)
	p.SetMusic(ThemeForest, 0.4)
	p.Play(SfxCardFlip)
	p.Update()
	if p.Unlocked() || p.mixer != nil || p.ActiveVoices() != 0 {
		t.Fatal("a locked player built its mixer or plays")
	}
	if p.vol != [3]int{10, 20, 30} || p.theme != ThemeForest || p.tension != 0.4 {
		t.Error("settings given before Unlock were not remembered")
	}
}

func TestNilPlayerIsSafe(t *testing.T) {
	var p *Player
	p.Play(SfxHit)
	p.SetMusic(ThemeBattle, 1)
	p.SetVolumes(1, 2, 3)
	p.Update()
	if p.Unlock() != nil || p.Unlocked() || p.ActiveVoices() != 0 {
		t.Error("nil player misbehaves")
	}
}

func TestNamesAreUniqueFileNames(t *testing.T) {
	seen := map[string]bool{}
	for _, id := range AllSfx() {
		seen["sfx-"+id.Name()] = true
	}
	for _, th := range AllThemes() {
		seen["theme-"+th.Name()] = true
	}
	if len(seen) != len(AllSfx())+len(AllThemes()) {
		t.Error("duplicate names")
	}
}

// TestUnlockBuildsTheStream runs Unlock headless: ebiten opens the device
// only inside RunGame, so here it proves the context and stream are made
// (once) and settings carry over, not that sound reaches a speaker.
func TestUnlockBuildsTheStream(t *testing.T) {
	p := NewPlayer()
	p.SetVolumes(50, 60, 70)
	p.SetMusic(ThemeTitle, 0)
	if err := p.Unlock(); err != nil {
		t.Fatal(err)
	}
	out := p.out
	if err := p.Unlock(); err != nil || p.out != out || !p.Unlocked() {
		t.Fatal("a second Unlock rebuilt the stream")
	}
	p.Play(SfxHit)
	ticks := 0
	for ; !p.warm && ticks < 1000; ticks++ {
		p.Update()
	}
	if ticks > 90 {
		t.Errorf("warming the effect cache took %d ticks, want at most 90 (1.5 s)", ticks)
	}
	allocs := testing.AllocsPerRun(100, func() {
		p.Play(SfxCardFlip)
		p.SetMusic(ThemeForward, 0.7)
		p.SetVolumes(80, 70, 80)
		p.Update()
	})
	if allocs != 0 {
		t.Errorf("a warm tick's sound calls allocate %.1f times", allocs)
	}
}

// TestAskedEffectsSoundWhenSoundStarts: the effects a player's first key
// sets off between Ask and Unlock (a frame later) are kept, a few at most,
// and sound as sound starts; before Ask nothing is kept.
func TestAskedEffectsSoundWhenSoundStarts(t *testing.T) {
	p := NewPlayer()
	p.Play(SfxHit) // no gesture yet: silence, nothing kept
	p.Ask()
	for _, id := range AllSfx()[:maxAsked+2] {
		p.Play(id)
	}
	if len(p.asked) != maxAsked {
		t.Fatalf("kept %d effects before sound started; want %d", len(p.asked), maxAsked)
	}
	if err := p.Unlock(); err != nil {
		t.Fatal(err)
	}
	if p.asked != nil || p.asking {
		t.Fatal("the kept effects were not handed to the mixer")
	}
	block := make([]byte, 4*2*512) // one block of stereo float32 samples
	if _, err := p.mixer.Read(block); err != nil {
		t.Fatal(err)
	}
	if got := p.ActiveVoices(); got != maxAsked {
		t.Errorf("%d voices sound as sound starts; want the %d kept", got, maxAsked)
	}
}
