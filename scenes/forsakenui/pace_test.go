package forsakenui

import "testing"

func TestPace(t *testing.T) {
	tests := []struct {
		answer bool
		factor float64
		ticks  int
	}{
		{false, 1, thinkTicks},
		{true, 1, answerTicks},
		{true, 0.5, answerTicks / 2},
		{true, 0, 0},
	}
	for _, tt := range tests {
		p := pace{steps: -1}
		n := 0
		for !p.ready(7, tt.answer, tt.factor) {
			n++
		}
		if n != tt.ticks {
			t.Errorf("answer %v, speed %v: waited %d ticks, want %d", tt.answer, tt.factor, n, tt.ticks)
		}
		if !p.ready(7, tt.answer, tt.factor) {
			t.Error("the wait began again without a new step")
		}
	}
}
