package sfx

import (
	s "deepwood/audio/synth"
)

// Peak levels by importance: menu ticks sit well below table sounds, which
// sit below combat, which sits below the moments that end a run.
const (
	peakMenu  = -14
	peakTable = -9
	peakFight = -6
	peakBig   = -3
)

// recipes maps every ID to its description and synthesis recipe.
func recipes() map[ID]info {
	m := map[ID]info{
		CardFlip:        {"card-flip", 4, 0, peakTable, cardFlip},
		RevealMonster:   {"reveal-monster", 1, -4, peakFight, revealMonster},
		RevealItem:      {"reveal-item", 1, 0, peakTable, revealItem},
		RevealEquipment: {"reveal-equipment", 1, 0, peakTable, revealEquipment},
		RevealSnare:     {"reveal-snare", 1, -3, peakFight, revealSnare},
		RevealBlessing:  {"reveal-blessing", 1, 0, peakTable, revealBlessing},
		RevealTerror:    {"reveal-terror", 1, -6, peakFight, revealTerror},
		RevealPit:       {"reveal-pit", 1, -3, peakFight, revealPit},
		RevealScene:     {"reveal-scene", 1, 0, peakTable, revealScene},
		Companion:       {"companion", 1, -3, peakTable, companion},
		DiceRoll:        {"dice-roll", 4, 0, peakTable, diceRoll},
		DiceLand:        {"dice-land", 4, 0, peakTable, diceLand},
		Miss:            {"miss", 3, 0, peakFight, miss},
		Parry:           {"parry", 3, 0, peakFight, parry},
		Hit:             {"hit", 4, 0, peakFight, hit},
		Crit:            {"crit", 2, -6, peakBig, crit},
		Counter:         {"counter", 2, -3, peakFight, counter},
		Damage:          {"damage", 3, -3, peakFight, damage},
		Heal:            {"heal", 1, 0, peakTable, heal},
		ItemUse:         {"item-use", 2, 0, peakTable, itemUse},
		ShieldBreak:     {"shield-break", 1, -6, peakBig, shieldBreak},
		DragonRoar:      {"dragon-roar", 1, -10, peakBig, dragonRoar},
		DragonFire:      {"dragon-fire", 2, -8, peakBig, dragonFire},
	}
	for id, in := range otherRecipes() {
		m[id] = in
	}
	return m
}

// note is the frequency of MIDI note n scaled by the variation's pitch.
func (j *jitter) note(n float64) float64 { return s.MIDIFreq(n) * j.p }

var cardFlip = recipe{0.22, func(b s.Buf, j jitter) {
	b.AddNoise(s.NoiseBurst{Dur: 0.12, Lo: 1200 * j.p, LoEnd: 3500 * j.p, Hi: 5000, HiEnd: 9000, Attack: 0.02, Decay: 0.1, Gain: 1, Seed: j.seed})
	b.AddNoise(s.NoiseBurst{At: 0.095, Dur: 0.03, Lo: 1800, Hi: 7000, Decay: 0.02, Gain: 1.4, Seed: j.seed + 1})
	b.AddTone(s.Tone{At: 0.095, Dur: 0.04, Freq: 420 * j.p, Wave: s.Sine, Decay: 0.03, Gain: 0.5})
}}

var revealMonster = recipe{1.3, func(b s.Buf, j jitter) {
	b.AddTone(s.Tone{Dur: 0.95, Freq: 68, FreqEnd: 52, Wave: s.Saw, Attack: 0.04, Decay: 1.2, Cutoff: 700, Vibrato: 0.5, VibRate: 9, Detune: 25, Gain: 0.8})
	b.AddTone(s.Tone{Dur: 0.9, Freq: 72, FreqEnd: 55, Wave: s.Saw, Attack: 0.06, Decay: 1.0, Cutoff: 500, Vibrato: 0.4, VibRate: 11, Gain: 0.5})
	b.AddNoise(s.NoiseBurst{Dur: 0.9, Lo: 120, Hi: 900, HiEnd: 400, Attack: 0.05, Decay: 0.8, Gain: 0.7, Seed: j.seed, Crackle: 0.5})
	b.Saturate(2)
	b.Reverb(0.25, 0.5)
}}

var revealItem = recipe{1.1, func(b s.Buf, j jitter) {
	b.AddBell(0, j.note(79), 2, 1.5, 0.6, 0.5)
	b.AddBell(0.09, j.note(86), 2, 1.5, 0.8, 0.5)
	b.Reverb(0.3, 0.5)
}}

var revealEquipment = recipe{0.9, func(b s.Buf, j jitter) {
	b.AddNoise(s.NoiseBurst{Dur: 0.02, Lo: 2000, Hi: 9000, Decay: 0.015, Gain: 0.8, Seed: j.seed})
	b.AddBell(0, 520*j.p, 1.41, 3, 0.5, 0.6)
	b.AddBell(0.006, 1310*j.p, 2.76, 2, 0.3, 0.35)
	b.AddTone(s.Tone{Dur: 0.15, Freq: 180, FreqEnd: 120, Wave: s.Sine, Decay: 0.12, Gain: 0.4})
	b.Reverb(0.2, 0.4)
}}

var revealSnare = recipe{0.9, func(b s.Buf, j jitter) {
	b.AddNoise(s.NoiseBurst{Dur: 0.05, Lo: 900, Hi: 6000, Decay: 0.035, Gain: 1.3, Seed: j.seed})
	b.AddPluck(0.02, 170, 0.45, 0.9, 0.7, j.seed)
	b.AddTone(s.Tone{At: 0.05, Dur: 0.55, Freq: j.note(70), FreqEnd: j.note(69), Wave: s.Tri, Attack: 0.01, Decay: 0.5, Gain: 0.35})
	b.AddTone(s.Tone{At: 0.05, Dur: 0.55, Freq: j.note(64), FreqEnd: j.note(63), Wave: s.Tri, Attack: 0.01, Decay: 0.5, Gain: 0.35})
	b.Reverb(0.2, 0.4)
}}

var revealBlessing = recipe{1.8, func(b s.Buf, j jitter) {
	for i, n := range []float64{72, 76, 79, 84, 88} {
		b.AddBell(float64(i)*0.07, j.note(n), 2, 1, 0.9, 0.32)
	}
	b.AddTone(s.Tone{At: 0.1, Dur: 1.1, Freq: j.note(84), Wave: s.Sine, Attack: 0.3, Decay: 1.2, Release: 0.3, Vibrato: 0.08, VibRate: 6, Gain: 0.15})
	b.AddNoise(s.NoiseBurst{Dur: 1, Lo: 6000, Attack: 0.3, Decay: 0.8, Gain: 0.06, Seed: j.seed})
	b.Reverb(0.4, 0.7)
}}

var revealTerror = recipe{2.0, func(b s.Buf, j jitter) {
	for _, n := range []float64{45, 46, 51, 57} {
		b.AddTone(s.Tone{Dur: 1.5, Freq: j.note(n), Wave: s.Saw, Attack: 0.45, Decay: 1.6, Release: 0.3, Cutoff: 900, Vibrato: 0.15, VibRate: 5 + n/20, Gain: 0.3})
	}
	b.AddNoise(s.NoiseBurst{Dur: 1.5, Hi: 300, Attack: 0.4, Decay: 1.4, Release: 0.3, Gain: 0.6, Seed: j.seed})
	b.AddBell(0, 62, 1.41, 2.5, 1.4, 0.9)
	b.AddTone(s.Tone{Dur: 0.5, Freq: 70, FreqEnd: 45, Wave: s.Sine, Decay: 0.5, Gain: 0.6})
	b.Reverb(0.45, 0.7)
}}

var revealPit = recipe{1.4, func(b s.Buf, j jitter) {
	b.AddTone(s.Tone{Dur: 0.7, Freq: 1400, FreqEnd: 180, Wave: s.Sine, Attack: 0.01, Release: 0.05, Gain: 0.35})
	b.AddTone(s.Tone{At: 0.66, Dur: 0.45, Freq: 95, FreqEnd: 40, Wave: s.Sine, Decay: 0.35, Gain: 1})
	b.AddNoise(s.NoiseBurst{At: 0.66, Dur: 0.3, Hi: 700, Decay: 0.2, Gain: 0.7, Seed: j.seed})
	b.Reverb(0.3, 0.6)
}}

var revealScene = recipe{1.8, func(b s.Buf, j jitter) {
	for _, n := range []float64{57, 60, 64, 69} {
		b.AddTone(s.Tone{Dur: 1.2, Freq: j.note(n), Wave: s.Saw, Attack: 0.35, Decay: 2.5, Release: 0.35, Cutoff: 1300, Detune: 12, Gain: 0.25})
	}
	b.Reverb(0.4, 0.7)
}}

var companion = recipe{1.1, func(b s.Buf, j jitter) {
	for i, n := range []float64{67, 71, 74} {
		d := 0.25
		if i == 2 {
			d = 0.6
		}
		b.AddTone(s.Tone{At: float64(i) * 0.12, Dur: d, Freq: j.note(n), Wave: s.Tri, Attack: 0.02, Decay: 0.9, Release: 0.08, Vibrato: 0.1, VibRate: 5.5, Gain: 0.4})
		b.AddPluck(float64(i)*0.12, j.note(n-12), 0.5, 0.4, 0.3, j.seed+uint64(i))
	}
	b.Reverb(0.3, 0.5)
}}

var diceRoll = recipe{0.8, func(b s.Buf, j jitter) {
	// Two dice, each knocking at irregular, slowing intervals.
	for die := 0; die < 2; die++ {
		t := j.f(0, 0.02)
		for k := 0; t < 0.6; k++ {
			g := j.f(0.3, 1) * (1 - t)
			b.AddNoise(s.NoiseBurst{At: t, Dur: 0.02, Lo: j.f(1500, 3500), Hi: 7000, Decay: 0.014, Gain: g, Seed: j.seed + uint64(k+100*die)})
			b.AddTone(s.Tone{At: t, Dur: 0.025, Freq: j.f(900, 1700), Wave: s.Sine, Decay: 0.018, Gain: 0.3 * g})
			t += j.f(0.02, 0.07) * (1 + t*2)
		}
	}
	b.AddNoise(s.NoiseBurst{Dur: 0.65, Lo: 60, Hi: 500, Attack: 0.05, Decay: 0.6, Gain: 0.25, Seed: j.seed})
}}

var diceLand = recipe{0.4, func(b s.Buf, j jitter) {
	for k, at := range []float64{0, j.f(0.08, 0.11), j.f(0.16, 0.2)} {
		g := []float64{1, 0.6, 0.3}[k]
		b.AddNoise(s.NoiseBurst{At: at, Dur: 0.03, Lo: 800, Hi: 5000, Decay: 0.022, Gain: g, Seed: j.seed + uint64(k)})
		b.AddTone(s.Tone{At: at, Dur: 0.06, Freq: 1150 * j.p, Wave: s.Sine, Decay: 0.04, Gain: 0.4 * g})
		b.AddTone(s.Tone{At: at, Dur: 0.12, Freq: 150, FreqEnd: 90, Wave: s.Sine, Decay: 0.08, Gain: 0.7 * g})
	}
}}

var miss = recipe{0.45, func(b s.Buf, j jitter) {
	b.AddNoise(s.NoiseBurst{Dur: 0.38, Lo: 250 * j.p, LoEnd: 1400 * j.p, Hi: 1100, HiEnd: 4200, Attack: 0.16, Decay: 0.25, Release: 0.08, Gain: 1, Seed: j.seed})
}}

var parry = recipe{1.0, func(b s.Buf, j jitter) {
	b.AddNoise(s.NoiseBurst{Dur: 0.03, Lo: 2000, Decay: 0.02, Gain: 0.9, Seed: j.seed})
	b.AddBell(0, 880*j.p, 1.41, 4, 0.7, 0.6)
	b.AddBell(0, 1390*j.p, 2.76, 2, 0.4, 0.3)
	b.Reverb(0.2, 0.4)
}}

var hit = recipe{0.32, func(b s.Buf, j jitter) {
	b.AddTone(s.Tone{Dur: 0.22, Freq: 160 * j.p, FreqEnd: 55, Wave: s.Sine, Decay: 0.16, Gain: 1})
	b.AddNoise(s.NoiseBurst{Dur: 0.1, Lo: 300, Hi: 3200, Decay: 0.07, Gain: 0.9, Seed: j.seed})
	b.Saturate(1.5)
}}

var crit = recipe{1.3, func(b s.Buf, j jitter) {
	b.AddTone(s.Tone{Dur: 0.5, Freq: 130 * j.p, FreqEnd: 38, Wave: s.Sine, Decay: 0.4, Gain: 1})
	b.AddNoise(s.NoiseBurst{Dur: 0.2, Lo: 200, Hi: 6000, HiEnd: 2000, Decay: 0.13, Gain: 1, Seed: j.seed})
	b.Saturate(2)
	b.AddBell(0.02, j.note(91), 2, 2, 0.9, 0.25)
	b.AddBell(0.05, j.note(96), 2, 2, 0.9, 0.2)
	b.Reverb(0.3, 0.6)
}}

var counter = recipe{0.7, func(b s.Buf, j jitter) {
	b.AddNoise(s.NoiseBurst{Dur: 0.025, Lo: 2500, Decay: 0.015, Gain: 0.9, Seed: j.seed})
	b.AddBell(0, 990*j.p, 1.41, 3, 0.35, 0.45)
	b.AddTone(s.Tone{At: 0.14, Dur: 0.22, Freq: 190 * j.p, FreqEnd: 60, Wave: s.Sine, Decay: 0.15, Gain: 1})
	b.AddNoise(s.NoiseBurst{At: 0.14, Dur: 0.1, Lo: 400, Hi: 3500, Decay: 0.06, Gain: 0.9, Seed: j.seed + 1})
	b.Reverb(0.15, 0.4)
}}

var damage = recipe{0.5, func(b s.Buf, j jitter) {
	b.AddTone(s.Tone{Dur: 0.4, Freq: 110 * j.p, FreqEnd: 48, Wave: s.Sine, Decay: 0.3, Gain: 1})
	b.AddTone(s.Tone{Dur: 0.26, Freq: 300 * j.p, FreqEnd: 140, Wave: s.Square, Cutoff: 800, Decay: 0.22, Gain: 0.3})
	b.AddNoise(s.NoiseBurst{Dur: 0.15, Hi: 900, Decay: 0.1, Gain: 0.8, Seed: j.seed})
	b.Saturate(1.5)
}}

var heal = recipe{1.3, func(b s.Buf, j jitter) {
	for i, n := range []float64{72, 76, 79, 83, 86} {
		b.AddTone(s.Tone{At: float64(i) * 0.06, Dur: 0.6, Freq: j.note(n), Wave: s.Sine, Attack: 0.01, Decay: 0.6, Vibrato: 0.1, VibRate: 6, Gain: 0.3})
	}
	b.AddNoise(s.NoiseBurst{Dur: 0.8, Lo: 5000, Attack: 0.2, Decay: 0.6, Gain: 0.08, Seed: j.seed})
	b.Reverb(0.4, 0.6)
}}

var itemUse = recipe{0.8, func(b s.Buf, j jitter) {
	b.AddTone(s.Tone{Dur: 0.08, Freq: 300 * j.p, FreqEnd: 950 * j.p, Wave: s.Sine, Decay: 0.07, Gain: 0.9})
	b.AddNoise(s.NoiseBurst{Dur: 0.03, Lo: 1500, Hi: 6000, Decay: 0.02, Gain: 0.5, Seed: j.seed})
	b.AddBell(0.08, j.note(93), 2, 1, 0.4, 0.25)
	b.AddBell(0.14, j.note(100), 2, 1, 0.4, 0.2)
	b.Reverb(0.25, 0.5)
}}

var shieldBreak = recipe{1.4, func(b s.Buf, j jitter) {
	b.AddNoise(s.NoiseBurst{Dur: 0.8, Lo: 400, Hi: 9000, HiEnd: 1800, Decay: 0.6, Gain: 1, Seed: j.seed})
	b.AddTone(s.Tone{Dur: 0.3, Freq: 120, FreqEnd: 50, Wave: s.Sine, Decay: 0.25, Gain: 0.9})
	for k := 0; k < 6; k++ {
		b.AddBell(0.01+float64(k)*0.045, j.f(1200, 2400)-float64(k)*150, 2.76, 3, 0.35, 0.25)
	}
	b.Reverb(0.3, 0.5)
}}

var dragonRoar = recipe{2.7, func(b s.Buf, j jitter) {
	for _, d := range []float64{0, 0.5} {
		b.AddTone(s.Tone{Dur: 1.1, Freq: 50 + d, FreqEnd: 82 + d, Wave: s.Saw, Attack: 0.25, Release: 0.3, Vibrato: 0.6, VibRate: 7 + d, Cutoff: 1000, Detune: 30, Gain: 0.55})
		b.AddTone(s.Tone{At: 0.85, Dur: 1.4, Freq: 82 + d, FreqEnd: 44, Wave: s.Saw, Attack: 0.25, Decay: 2.5, Vibrato: 0.8, VibRate: 6 + d, Cutoff: 800, Detune: 30, Gain: 0.55})
	}
	b.AddNoise(s.NoiseBurst{Dur: 2.2, Lo: 150, Hi: 1300, HiEnd: 500, Attack: 0.2, Decay: 2.6, Gain: 0.9, Seed: j.seed, Crackle: 0.6})
	// The throat: a mid voice that rises and falls with a fast growl.
	b.AddTone(s.Tone{At: 0.1, Dur: 0.9, Freq: 160, FreqEnd: 260, Wave: s.Saw, Attack: 0.2, Release: 0.2, Vibrato: 1.5, VibRate: 28, Cutoff: 1600, Gain: 0.3})
	b.AddTone(s.Tone{At: 0.9, Dur: 1.2, Freq: 260, FreqEnd: 120, Wave: s.Saw, Attack: 0.15, Decay: 2, Vibrato: 2, VibRate: 24, Cutoff: 1300, Gain: 0.3})
	b.Saturate(3)
	b.Reverb(0.35, 0.8)
}}

var dragonFire = recipe{1.8, func(b s.Buf, j jitter) {
	b.AddNoise(s.NoiseBurst{Dur: 1.4, Lo: 90, LoEnd: 300, Hi: 900, HiEnd: 3500, Attack: 0.12, Decay: 1.8, Release: 0.2, Gain: 1, Seed: j.seed, Crackle: 0.8})
	b.AddNoise(s.NoiseBurst{Dur: 1.3, Lo: 3000, Attack: 0.3, Decay: 1.2, Release: 0.2, Gain: 0.2, Seed: j.seed + 5})
	b.AddTone(s.Tone{Dur: 1.2, Freq: 45 * j.p, FreqEnd: 60, Wave: s.Saw, Attack: 0.1, Decay: 1.5, Cutoff: 300, Gain: 0.5})
	b.Saturate(2)
	b.Reverb(0.3, 0.7)
}}
