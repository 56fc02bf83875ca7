package mix

import (
	"sync"
	"testing"

	"deepwood/audio/music"
	"deepwood/audio/sfx"
	"deepwood/audio/synth"
)

// BenchmarkSecondOfBattle measures the audio-thread cost of one second of
// the busiest theme with effects firing, the figure that matters on the
// browser's single thread.
func BenchmarkSecondOfBattle(b *testing.B) {
	m := New()
	m.SetMusic(music.Battle, 1)
	for _, id := range sfx.All() {
		m.bank.Get(id, 0)
	}
	buf := make([]float32, 2*synth.SampleRate)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for k := 0; k < 8; k++ {
			m.Play(sfx.All()[(i*8+k)%len(sfx.All())])
		}
		m.Render(buf)
	}
}

// TestConcurrentGameAndAudio runs the game side and the audio side on two
// goroutines, as ebiten does; run with -race to check the mailbox.
func TestConcurrentGameAndAudio(t *testing.T) {
	m := New()
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		p := make([]byte, 2048)
		for i := 0; i < 200; i++ {
			m.Read(p)
			_ = m.ActiveVoices() + int(m.Duck())
		}
	}()
	for i := 0; i < 200; i++ {
		m.Play(sfx.All()[i%len(sfx.All())])
		m.SetMusic(music.Theme(1+i/50), float64(i%10)/10)
		m.SetVolumes(i%101, 70, 80)
	}
	wg.Wait()
}
