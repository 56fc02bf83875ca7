package sfx

import (
	s "deepwood/audio/synth"
)

// otherRecipes are the Forest, Mass Combat, end-of-game and menu effects.
func otherRecipes() map[ID]info {
	return map[ID]info{
		Encroach:    {"encroach", 3, 0, peakFight, encroach},
		HexTaken:    {"hex-taken", 2, 0, peakTable, hexTaken},
		HexLost:     {"hex-lost", 2, -3, peakFight, hexLost},
		Doubles:     {"doubles", 1, -5, peakFight, doubles},
		Grow:        {"grow", 2, 0, peakTable, grow},
		TroopsMove:  {"troops-move", 3, 0, peakTable, troopsMove},
		Bowmen:      {"bowmen", 3, 0, peakFight, bowmen},
		Clash:       {"clash", 3, -4, peakFight, clash},
		Rout:        {"rout", 1, -8, peakFight, rout},
		Victory:     {"victory", 1, -14, peakBig, victory},
		Defeat:      {"defeat", 1, -14, peakBig, defeat},
		MenuMove:    {"menu-move", 1, 0, peakMenu, menuMove},
		MenuConfirm: {"menu-confirm", 1, 0, peakMenu + 2, menuConfirm},
		MenuBack:    {"menu-back", 1, 0, peakMenu + 2, menuBack},
		MenuDeny:    {"menu-deny", 1, 0, peakMenu - 6, menuDeny},
	}
}

var encroach = recipe{1.1, func(b s.Buf, j jitter) {
	for k, at := range []float64{0, 0.28} {
		b.AddNoise(s.NoiseBurst{At: at, Dur: 0.06, Lo: 600, Hi: 4000, Decay: 0.04, Gain: 1, Seed: j.seed + uint64(k)})
		b.AddTone(s.Tone{At: at, Dur: 0.12, Freq: 230 * j.p, FreqEnd: 150, Wave: s.Tri, Decay: 0.09, Gain: 0.8})
	}
	b.AddTone(s.Tone{At: 0.5, Dur: 0.45, Freq: 140, FreqEnd: 175, Wave: s.Saw, Cutoff: 700, Vibrato: 1.2, VibRate: 23, Attack: 0.1, Decay: 0.7, Release: 0.1, Gain: 0.3})
	b.Reverb(0.2, 0.5)
}}

var hexTaken = recipe{1.0, func(b s.Buf, j jitter) {
	b.AddNoise(s.NoiseBurst{Dur: 0.6, Lo: 2000, Hi: 8000, Attack: 0.25, Decay: 0.5, Release: 0.1, Gain: 0.5, Seed: j.seed, Crackle: 0.4})
	for i, n := range []float64{67, 69, 74} {
		b.AddPluck(0.05+float64(i)*0.1, j.note(n), 0.6, 0.5, 0.5, j.seed+uint64(i))
	}
	b.Reverb(0.3, 0.5)
}}

var hexLost = recipe{1.1, func(b s.Buf, j jitter) {
	for i, n := range []float64{74, 69, 62} {
		b.AddPluck(float64(i)*0.11, j.note(n), 0.5, 0.4, 0.45, j.seed+uint64(i))
	}
	b.AddTone(s.Tone{At: 0.3, Dur: 0.35, Freq: 120, FreqEnd: 160, Wave: s.Saw, Cutoff: 600, Vibrato: 1, VibRate: 19, Attack: 0.05, Decay: 0.4, Gain: 0.2})
	b.AddTone(s.Tone{At: 0.6, Dur: 0.35, Freq: 90, FreqEnd: 42, Wave: s.Sine, Decay: 0.3, Gain: 0.9})
	b.AddNoise(s.NoiseBurst{At: 0.6, Dur: 0.25, Hi: 600, Decay: 0.2, Gain: 0.6, Seed: j.seed})
	b.Reverb(0.25, 0.5)
}}

var doubles = recipe{1.1, func(b s.Buf, j jitter) {
	for _, at := range []float64{0, 0.16} {
		b.AddBell(at, j.note(88), 3, 1.2, 0.6, 0.45)
		b.AddBell(at, j.note(76), 2, 0.8, 0.6, 0.3)
	}
	b.Echo(0.16, 0.35, 0.5)
}}

var grow = recipe{1.1, func(b s.Buf, j jitter) {
	b.AddNoise(s.NoiseBurst{Dur: 0.7, Lo: 1500, Hi: 7000, Attack: 0.35, Decay: 0.5, Release: 0.15, Gain: 0.35, Seed: j.seed, Crackle: 0.5})
	for i, n := range []float64{55, 60, 62, 67, 69, 72, 74} {
		b.AddPluck(float64(i)*0.045, j.note(n), 0.55, 0.3+float64(i)*0.08, 0.35, j.seed+uint64(i))
	}
	b.Reverb(0.3, 0.5)
}}

var troopsMove = recipe{0.9, func(b s.Buf, j jitter) {
	for k := 0; k < 4; k++ {
		at := float64(k)*0.21 + j.f(0, 0.02)
		g := 0.7 + 0.3*float64(k%2)
		b.AddNoise(s.NoiseBurst{At: at, Dur: 0.08, Lo: 80, Hi: 900, Decay: 0.05, Gain: g, Seed: j.seed + uint64(k)})
		b.AddTone(s.Tone{At: at, Dur: 0.08, Freq: 95 * j.p, FreqEnd: 60, Wave: s.Sine, Decay: 0.05, Gain: 0.5 * g})
		b.AddNoise(s.NoiseBurst{At: at + 0.01, Dur: 0.04, Lo: 6000, Decay: 0.025, Gain: 0.25, Seed: j.seed + 9 + uint64(k), Crackle: 0.3})
	}
}}

var bowmen = recipe{0.7, func(b s.Buf, j jitter) {
	b.AddPluck(0, 98*j.p, 0.25, 0.9, 0.9, j.seed)
	for k := 0; k < 3; k++ {
		at := 0.03 + float64(k)*j.f(0.03, 0.06)
		b.AddNoise(s.NoiseBurst{At: at, Dur: 0.35, Lo: 2200, LoEnd: 800, Hi: 6500, HiEnd: 2400, Attack: 0.06, Decay: 0.3, Release: 0.05, Gain: 0.4, Seed: j.seed + uint64(k)})
	}
}}

var clash = recipe{1.0, func(b s.Buf, j jitter) {
	for k := 0; k < 4; k++ {
		at := float64(k)*0.05 + j.f(0, 0.02)
		b.AddNoise(s.NoiseBurst{At: at, Dur: 0.04, Lo: 1500, Decay: 0.025, Gain: 0.8, Seed: j.seed + uint64(k)})
		b.AddBell(at, j.f(650, 1500), 1.41, 3, 0.4, 0.3)
		b.AddTone(s.Tone{At: at, Dur: 0.12, Freq: 140, FreqEnd: 60, Wave: s.Sine, Decay: 0.09, Gain: 0.6})
	}
	b.Saturate(1.3)
	b.Reverb(0.25, 0.5)
}}

var rout = recipe{1.8, func(b s.Buf, j jitter) {
	for i, n := range [][2]float64{{67, 66}, {62, 61}, {55, 52}} {
		d := 0.32
		if i == 2 {
			d = 0.6
		}
		b.AddTone(s.Tone{At: float64(i) * 0.3, Dur: d, Freq: j.note(n[0]), FreqEnd: j.note(n[1]), Wave: s.Saw, Attack: 0.04, Release: 0.1, Cutoff: 1400, Detune: 10, Vibrato: 0.1, VibRate: 5, Gain: 0.35})
	}
	for k := 0; k < 14; k++ {
		at := 0.4 + j.f(0, 0.9)
		b.AddNoise(s.NoiseBurst{At: at, Dur: 0.06, Lo: 100, Hi: 1000, Decay: 0.04, Gain: 0.5 * (1.4 - at) / 1.4, Seed: j.seed + uint64(k)})
	}
	b.Reverb(0.35, 0.7)
}}

var victory = recipe{2.2, func(b s.Buf, j jitter) {
	for i, n := range []float64{67, 72, 76} {
		b.AddTone(s.Tone{At: float64(i) * 0.15, Dur: 0.16, Freq: j.note(n), Wave: s.Saw, Attack: 0.02, Release: 0.03, Cutoff: 2600, Detune: 10, Gain: 0.35})
	}
	for _, n := range []float64{60, 64, 67, 72, 79} {
		b.AddTone(s.Tone{At: 0.45, Dur: 1.1, Freq: j.note(n), Wave: s.Saw, Attack: 0.03, Decay: 2.5, Release: 0.3, Cutoff: 2400, Detune: 8, Vibrato: 0.08, VibRate: 5, Gain: 0.22})
	}
	b.AddTone(s.Tone{At: 0.45, Dur: 0.6, Freq: 65, FreqEnd: 60, Wave: s.Sine, Decay: 0.5, Gain: 0.7})
	b.AddNoise(s.NoiseBurst{At: 0.45, Dur: 0.25, Hi: 500, Decay: 0.2, Gain: 0.4, Seed: j.seed})
	b.Reverb(0.35, 0.7)
}}

var defeat = recipe{2.8, func(b s.Buf, j jitter) {
	for i, n := range []float64{64, 62, 60, 59} {
		b.AddTone(s.Tone{At: float64(i) * 0.34, Dur: 0.36, Freq: j.note(n), Wave: s.Saw, Attack: 0.04, Release: 0.06, Cutoff: 1100, Detune: 8, Gain: 0.3})
	}
	for _, n := range []float64{45, 52, 57, 60} {
		b.AddTone(s.Tone{At: 1.36, Dur: 1.2, Freq: j.note(n), Wave: s.Saw, Attack: 0.08, Decay: 2.4, Release: 0.4, Cutoff: 800, Detune: 10, Gain: 0.25})
	}
	b.Reverb(0.45, 0.8)
}}

var menuMove = recipe{0.07, func(b s.Buf, j jitter) {
	b.AddTone(s.Tone{Dur: 0.06, Freq: 1320, Wave: s.Sine, Attack: 0.002, Decay: 0.05, Gain: 1})
	b.AddTone(s.Tone{Dur: 0.03, Freq: 2640, Wave: s.Tri, Attack: 0.001, Decay: 0.02, Gain: 0.15})
}}

var menuConfirm = recipe{0.25, func(b s.Buf, j jitter) {
	b.AddTone(s.Tone{Dur: 0.08, Freq: 880, Wave: s.Tri, Attack: 0.003, Decay: 0.1, Gain: 0.8})
	b.AddTone(s.Tone{At: 0.06, Dur: 0.18, Freq: 1320, Wave: s.Tri, Attack: 0.003, Decay: 0.16, Gain: 0.8})
}}

var menuBack = recipe{0.25, func(b s.Buf, j jitter) {
	b.AddTone(s.Tone{Dur: 0.08, Freq: 1175, Wave: s.Tri, Attack: 0.003, Decay: 0.1, Gain: 0.8})
	b.AddTone(s.Tone{At: 0.06, Dur: 0.16, Freq: 784, Wave: s.Tri, Attack: 0.003, Decay: 0.14, Gain: 0.8})
}}

var menuDeny = recipe{0.28, func(b s.Buf, j jitter) {
	for _, at := range []float64{0, 0.12} {
		b.AddTone(s.Tone{At: at, Dur: 0.09, Freq: 155, Wave: s.Square, Attack: 0.003, Release: 0.02, Cutoff: 1400, Gain: 0.7})
	}
}}
