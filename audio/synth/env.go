package synth

import "math"

// ADSR is a per-sample attack/decay/sustain/release envelope. The attack is
// linear (a clean onset), decay and release are exponential (natural tails)
// and release always reaches exactly zero, so notes never end in a click.
type ADSR struct {
	attackInc float32 // level added per sample during attack
	decayCoef float32 // per-sample multiplier of (level - sustain)
	sustain   float32
	relCoef   float32 // per-sample multiplier during release
	relInc    float32 // linear floor during release, so it ends
	level     float32
	stage     uint8
}

const (
	stageIdle uint8 = iota
	stageAttack
	stageDecay
	stageRelease
)

// Set configures the envelope in seconds (decay and release are time
// constants to about -60 dB) and sustain as a level 0–1.
func (e *ADSR) Set(attack, decay, sustain, release float64) {
	e.attackInc = float32(1 / math.Max(1, attack*SampleRate))
	e.decayCoef = float32(coef(decay))
	e.sustain = float32(sustain)
	e.relCoef = float32(coef(release))
	e.relInc = float32(1 / math.Max(1, release*SampleRate*4))
}

// coef is the per-sample multiplier that falls to 1/1000 over sec.
func coef(sec float64) float64 {
	if sec <= 0 {
		return 0
	}
	return math.Exp(math.Log(0.001) / (sec * SampleRate))
}

// Gate starts the attack from the current level (no reset to zero, so
// retriggering a sounding voice does not click).
func (e *ADSR) Gate() { e.stage = stageAttack }

// Release starts the release from the current level.
func (e *ADSR) Release() {
	if e.stage != stageIdle {
		e.stage = stageRelease
	}
}

// Active reports whether the envelope still makes sound.
func (e *ADSR) Active() bool { return e.stage != stageIdle }

// Level is the current output without advancing.
func (e *ADSR) Level() float32 { return e.level }

// Next advances one sample and returns the level.
func (e *ADSR) Next() float32 {
	switch e.stage {
	case stageAttack:
		e.level += e.attackInc
		if e.level >= 1 {
			e.level = 1
			e.stage = stageDecay
		}
	case stageDecay:
		e.level = e.sustain + (e.level-e.sustain)*e.decayCoef
	case stageRelease:
		e.level = e.level*e.relCoef - e.relInc
		if e.level <= 0 {
			e.level = 0
			e.stage = stageIdle
		}
	}
	return e.level
}
