package music

import "math"

// The arrangements: each is called on every 16th note with the bar (0–15
// within the loop) and the step (0–15 within the bar). They draw random
// choices from the Engine's per-bar generator unconditionally, at the same
// points whatever the tension, so a bar's melody is the same on every loop
// and at every tension; tension only decides which layers sound.

var triad = [3]int{0, 2, 4}
var spread = [3]float64{-0.45, 0, 0.45}

// pans alternates a voice left and right by step.
func pans(st int, width float64) float64 {
	if st%2 == 0 {
		return -width
	}
	return width
}

func arrangeTitle(e *Engine, bar, st int) {
	c := e.chord(bar)
	if st == 0 {
		for i, d := range triad {
			e.play(kPad, e.note(c+d, 1), 0.2, 16, spread[i], 0.7)
		}
		e.play(kPad, e.note(c, 0), 0.28, 16, 0, 0.3)
	}
	pick, deg, pan := e.rng.Float(), e.rng.Intn(4), e.rng.Float()*1.2-0.6
	if st%2 == 0 && pick < 0.2+0.1*e.tension {
		e.play(kBell, e.note(c+[]int{0, 2, 4, 7}[deg], 3), 0.2, 4, pan, 0.9)
	}
	if st%2 == 0 {
		d := c + []int{0, 2, 4, 7, 9, 7, 4, 2}[st/2]
		e.play(kPluck, e.note(d, 2), 0.2*e.layer(0.45), 6, pans(st/2, 0.5), 0.6)
	}
	if st == 0 || st == 3 {
		e.hit(dTom, []float64{0.5, 0.3}[st/3]*e.layer(0.75), 0, 0.4, 0.75)
	}
}

func arrangeForward(e *Engine, bar, st int) {
	c := e.chord(bar)
	if bar == 0 && st == 0 {
		e.mel = 4
	}
	if st%2 == 0 {
		oct, vel := 0, 0.55
		if st == 6 || st == 14 {
			oct = 1
		}
		if st == 0 {
			vel = 0.7
		}
		e.play(kBass, e.note(c, oct), vel, 1.6, 0, 0.1)
	} else {
		e.play(kBass, e.note(c, 0), 0.3*e.layer(0.75), 0.8, 0, 0.1)
	}
	if st == 0 {
		for i, d := range triad {
			e.play(kPad, e.note(c+d, 2), 0.26, 16, spread[i], 0.6)
		}
	}
	pick, deg, walk := e.rng.Float(), e.rng.Intn(4), e.rng.Intn(5)
	if st%4 == 0 && pick < 0.4 {
		e.play(kBell, e.note(c+[]int{0, 2, 4, 7}[deg], 3), 0.3*(1-e.layer(0.55)), 4, 0.3, 0.8)
	}
	if ok, v := on("x.......x.x.....", st); ok {
		e.hit(dKick, 0.8*v*e.layer(0.3), 0, 0.05, 1)
	}
	if ok, v := on("....x.......x..o", st); ok {
		e.hit(dSnare, 0.45*v*e.layer(0.5), 0.1, 0.3, 1)
	}
	if ok, v := on("xoxoxoxoxoxoxoxo", st); ok {
		e.hit(dHat, 0.22*v*e.layer(0.75), 0.3, 0.1, 1)
	}
	if ok, v := on("x..x..x.x...x.o.", st); ok {
		e.mel = clampInt(e.mel+[]int{-2, -1, 1, 2, 0}[walk], 0, 9)
		e.play(kLead, e.note(c+e.mel, 2), 0.3*v*e.layer(0.55), 2.5, -0.2, 0.45)
	}
	d := c + []int{0, 2, 4, 7}[st%4]
	e.play(kPluck, e.note(d, 3), 0.15*e.layer(0.85), 2, pans(st, 0.5), 0.3)
}

func arrangeForest(e *Engine, bar, st int) {
	c := e.chord(bar)
	if st == 0 && bar%2 == 0 {
		e.play(kPad, e.note(c, 1), 0.16, 32, -0.3, 0.6)
		e.play(kPad, e.note(c+3, 1), 0.12, 32, 0.3, 0.6)
	}
	if st%2 == 0 {
		vel := 0.28
		if st == 0 {
			vel = 0.36
		}
		e.play(kPluck, e.note(c+[]int{0, 2, 4, 5, 7, 5, 4, 2}[st/2], 2), vel, 8, pans(st/2, 0.4), 0.5)
	} else {
		e.play(kPluck, e.note(c+[]int{5, 7, 9, 7}[st/2%4], 3), 0.16*e.layer(0.7), 4, pans(st/2, 0.6), 0.5)
	}
	pick, deg := e.rng.Float(), e.rng.Intn(6)
	if ok, _ := on("x.....x...x.....", st); ok && pick < 0.75 {
		e.play(kFlute, e.note(c+[]int{0, 1, 2, 3, 4, 5}[deg], 3), 0.26, 5, 0.15, 0.7)
	}
	if ok, v := on("x.....x...x..o..", st); ok {
		e.hit(dHandDrum, 0.5*v*e.layer(0.3), -0.2, 0.3, 1)
	}
	if ok, v := on("oxoxoxoxoxoxoxox", st); ok {
		e.hit(dShaker, 0.2*v*e.layer(0.5), 0.35, 0.2, 1)
	}
	if ok, _ := on("..x.......x.....", st); ok {
		e.hit(dWood, 0.12, 0.5, 0.5, 1)
	}
	if ok, v := on("x.......x.....o.", st); ok {
		e.hit(dTaiko, 0.6*v*e.layer(0.8), 0, 0.4, 1)
	}
}

func arrangeBattle(e *Engine, bar, st int) {
	c := e.chord(bar)
	if bar == 0 && st == 0 {
		e.mel = 4
	}
	if ok, v := on("x.ox.ox.x.ox.oo.", st); ok {
		e.hit(dSnare, 0.42*v*(0.7+0.3*e.layer(0.3)), 0.15, 0.2, 1)
	}
	if bar%4 == 3 && st >= 8 {
		e.hit(dSnare, (0.12+0.025*float64(st-8))*e.layer(0.6), -0.15, 0.3, 1)
	}
	if ok, _ := on("x.......x.......", st); ok {
		e.hit(dKick, 0.9, 0, 0.1, 1)
	}
	if ok, _ := on("....x.......x...", st); ok {
		e.hit(dKick, 0.55*e.layer(0.5), 0, 0.1, 1)
	}
	if ok, v := on("x.....x.x.......", st); ok {
		e.play(kBass, e.note(c, 0), 0.7*v, 1.5, 0, 0.1)
	}
	if st == 0 || st == 10 {
		g := 1.0
		if st == 10 {
			g = e.layer(0.4)
		}
		for i, d := range triad {
			e.play(kBrass, e.note(c+d, 2), 0.4*g, 5, spread[i], 0.5)
		}
	}
	walk := e.rng.Intn(5)
	if ok, v := on("x..xx...x...x.x.", st); ok {
		e.mel = clampInt(e.mel+[]int{-2, -1, 1, 2, 0}[walk], 0, 8)
		e.play(kBrass, e.note(c+e.mel, 3), 0.22*v*e.layer(0.45), 2.5, 0.1, 0.5)
	}
	root := e.note(c, 0)
	for root > timpaniNote+6 {
		root -= 12
	}
	rate := math.Exp2((root - timpaniNote) / 12)
	if st == 0 {
		e.hit(dTimpani, 0.6*e.layer(0.7), -0.3, 0.4, rate)
	}
	if bar%4 == 3 && st >= 8 {
		e.hit(dTimpani, (0.2+0.04*float64(st-8))*e.layer(0.7), -0.3, 0.4, rate)
	}
	if ok, v := on("x.x.x.x.x.x.x.x.", st); ok {
		e.hit(dTaiko, 0.45*v*e.layer(0.85), 0.2, 0.3, 1)
	}
}

func clampInt(x, lo, hi int) int { return max(lo, min(hi, x)) }
