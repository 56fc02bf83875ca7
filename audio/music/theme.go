// Package music is Deepwood's generative score: a step sequencer per theme
// that composes in code (modes, chord progressions, seeded melodies that
// repeat every loop so they are recognisable) and plays live instruments
// from the synth package. A tension parameter 0–1 fades in layers, raises the
// tempo and opens filters. It imports no ebiten; the mixer pulls samples
// from an Engine in the audio callback, where nothing allocates.
//
// The music never loops a recording: it is generated continuously and its
// 16-bar pattern repeats exactly, so there is no loop seam to click.
package music

// Theme names a piece of music. The zero Theme is None: silence.
type Theme uint8

// The themes.
const (
	None Theme = iota
	Title
	Forward
	Forest
	Battle
	// Count is the number of Themes, None included.
	Count
)

// All lists the playable themes.
func All() []Theme { return []Theme{Title, Forward, Forest, Battle} }

// Name is the theme's short name, used for WAV files (theme-<name>-calm.wav).
func (t Theme) Name() string {
	switch t {
	case Title:
		return "title"
	case Forward:
		return "forward"
	case Forest:
		return "forest"
	case Battle:
		return "battle"
	}
	return "none"
}

// String is Name.
func (t Theme) String() string { return t.Name() }

// spec is a theme's fixed musical description.
type spec struct {
	root    int        // MIDI note of the tonic in the bass octave
	scale   []int      // semitones of the mode above the root
	prog    []int      // chord root as a scale degree, one per bar
	bpm     [2]float64 // at tension 0 and 1
	verb    float64    // reverb return level
	gain    float64    // output level, so every theme peaks near -6 dBFS
	size    float64    // reverb size
	arrange func(e *Engine, bar, step int)
}

// loopBars is how many bars the generated pattern takes to repeat.
const loopBars = 16

func specFor(t Theme) spec {
	switch t {
	case Title: // D dorian: calm and mysterious
		return spec{root: 38, scale: []int{0, 2, 3, 5, 7, 9, 10}, prog: []int{0, 6, 3, 4, 0, 6, 2, 4},
			bpm: [2]float64{66, 78}, gain: 1, verb: 0.9, size: 0.85, arrange: arrangeTitle}
	case Forward: // E phrygian: dark and driving
		return spec{root: 40, scale: []int{0, 1, 3, 5, 7, 8, 10}, prog: []int{0, 0, 5, 1, 0, 0, 3, 1},
			bpm: [2]float64{92, 128}, gain: 0.8, verb: 0.6, size: 0.6, arrange: arrangeForward}
	case Forest: // G major pentatonic: organic, woodwinds and plucks
		return spec{root: 43, scale: []int{0, 2, 4, 7, 9}, prog: []int{0, 0, 4, 4, 3, 3, 1, 2},
			bpm: [2]float64{84, 112}, gain: 0.9, verb: 0.75, size: 0.7, arrange: arrangeForest}
	case Battle: // C aeolian: martial drums and brass
		return spec{root: 36, scale: []int{0, 2, 3, 5, 7, 8, 10}, prog: []int{0, 0, 5, 6, 0, 0, 3, 4},
			bpm: [2]float64{100, 144}, gain: 0.55, verb: 0.5, size: 0.55, arrange: arrangeBattle}
	}
	return spec{root: 48, scale: []int{0}, prog: []int{0}, bpm: [2]float64{60, 60}, arrange: func(*Engine, int, int) {}}
}
