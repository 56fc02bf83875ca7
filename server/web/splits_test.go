package web

import (
	"fmt"
	"strings"
	"testing"
)

func TestSumOfBest(t *testing.T) {
	runs := [][]int64{
		{10, 30, 60}, // segments 10, 20, 30
		{15, 25, 70}, // 15, 10, 45
		{5, 40},      // a run short of the last split does not count
		{12, 42, 50}, // 12, 30, 8
	}
	best, sum, ok := sumOfBest(runs)
	if !ok || fmt.Sprint(best) != "[10 10 8]" || sum != 28 {
		t.Fatalf("sum of best: %v %d %v, want [10 10 8] 28", best, sum, ok)
	}
	if _, _, ok := sumOfBest(nil); ok {
		t.Error("a sum of best of no runs")
	}
	rows := splitRows([]int64{15, 25, 70}, []int64{10, 30, 60}, best, []string{"A", "B"})
	if len(rows) != 3 || rows[0].Name != "A" || rows[2].Name != "Split 3" || rows[1].Segment != "0:00.010" || !rows[1].Gold || rows[0].Gold {
		t.Fatalf("rows %+v", rows)
	}
	if !rows[0].Behind || rows[0].Delta != "+0.005" || !rows[1].Ahead || rows[1].Delta != "−0.005" {
		t.Errorf("deltas %+v %+v", rows[0], rows[1])
	}
	bars := ribbon([]int64{250, 1000}, nil, []string{"A", dragonSplit})
	if len(bars) != 2 || bars[0].Percent != 25 || bars[1].Percent != 75 || !bars[1].Dragon {
		t.Errorf("ribbon %+v", bars)
	}
}

func TestClockAndDelta(t *testing.T) {
	for ms, want := range map[int64]string{0: "0:00.000", 1_234: "0:01.234", 61_005: "1:01.005", 3_723_004: "1:02:03.004", -5: "0:00.000"} {
		if got := clock(ms); got != want {
			t.Errorf("clock(%d) = %q, want %q", ms, got, want)
		}
	}
	for ms, want := range map[int64]string{0: "±0.000", 1_250: "+1.250", -750: "−0.750", -61_000: "−1:01.000"} {
		if got := delta(ms); got != want {
			t.Errorf("delta(%d) = %q, want %q", ms, got, want)
		}
	}
}

func TestSplitChart(t *testing.T) {
	c := splitChart([]int64{20_000, 50_000, 95_000}, []int64{25_000, 45_000, 90_000}, "This run", "Best", []string{"A", "B", "C"})
	if len(c.Lines) != 2 || c.Lines[0].Class != "best" || c.Lines[1].Class != "run" || !c.Compared {
		t.Fatalf("lines %+v", c.Lines)
	}
	// The run's last point is its time: 95 s on a scale topped at 2:00
	// (steps of 30 s, one step of headroom above 1:35).
	last := c.Lines[1].Dots[2]
	if want := float64(c.Bottom) - float64(c.PlotH)*95/120; last.X != float64(c.Right) || last.Y != round2(want) {
		t.Errorf("last dot %+v, want (%d, %.2f)", last, c.Right, want)
	}
	if len(c.YTicks) != 5 || c.YTicks[4].Label != "2:00" || c.XTicks[2].Name != "C" {
		t.Errorf("ticks %+v %+v", c.YTicks, c.XTicks)
	}
	if !strings.HasPrefix(c.Lines[1].Points, fmt.Sprintf("%d,%d ", c.Left, c.Bottom)) {
		t.Errorf("the line does not start at 0:00: %q", c.Lines[1].Points)
	}
	if len(c.Bars) != 3 || !c.Bars[0].Ahead || c.Bars[1].Ahead || c.DeltaLabel != "±5.000" || c.Bars[1].Y+c.Bars[1].H != float64(c.DeltaMid) {
		t.Errorf("bars %+v, label %q", c.Bars, c.DeltaLabel)
	}
	if alone := splitChart([]int64{1000}, nil, "Run", "", nil); alone.Compared || len(alone.Lines) != 1 || alone.Bars != nil {
		t.Errorf("a chart with nothing to compare: %+v", alone)
	}
	if splitChart(nil, nil, "", "", nil) != nil {
		t.Error("a chart of a run without splits")
	}
}

func TestSeedCode(t *testing.T) {
	for in, want := range map[string]string{"7k3m-9qxa": "7K3M-9QXA", "7K3M9QXA": "7K3M-9QXA"} {
		if got, err := seedCode(in); err != nil || got != want {
			t.Errorf("seedCode(%q) = %q, %v", in, got, err)
		}
	}
	for _, in := range []string{"", "7K3M", "hello world", "7K3M-9QX!"} {
		if _, err := seedCode(in); err == nil {
			t.Errorf("seedCode(%q) accepted", in)
		}
	}
}
