package web

import (
	"strconv"
	"strings"
)

// chart is a run's splits drawn as inline SVG on the server: cumulative
// in-game time (up) at each split (across), for the run and for the run it
// is compared with. The template draws it from these numbers, so a page
// needs no script to show it and every label is escaped like any text.
type chart struct {
	W, H       int // the viewBox; the SVG scales to its box
	Left, Top  int // the plot's corner
	PlotW      int
	PlotH      int
	Bottom     int // Top + PlotH
	Right      int // Left + PlotW
	YTicks     []chartTick
	XTicks     []chartTick
	Lines      []chartLine // the compared run first, so the run is drawn on top
	Compared   bool
	Accessible string // the chart in words, for screen readers
	// Below the lines, when compared: how far ahead (down, good) or
	// behind (up, bad) the run is at each split, as bars about a zero
	// line; the two lines alone often lie too close to tell.
	DeltaTop, DeltaMid, DeltaBottom int
	DeltaLabel                      string // the largest gap, for the scale
	Bars                            []deltaBar
}

// deltaBar is the run's lead or lag at one split.
type deltaBar struct {
	X, Y, W, H float64
	Ahead      bool
	Title      string
}

// chartTick is a grid line and its label.
type chartTick struct {
	Pos   float64
	Label string
	Name  string // the split's name, shown on hover
}

// chartLine is one run's splits.
type chartLine struct {
	Class  string // "run" or "best": its colour comes from the stylesheet
	Label  string
	Points string // "x,y x,y …" for the polyline, from the start at 0:00
	Dots   []chartDot
}

// chartDot is one split's point.
type chartDot struct {
	X, Y  float64
	Title string
}

// tickSteps are the time grid's candidate steps, in ms: the first that
// gives at most six lines is used.
var tickSteps = []int64{1e3, 2e3, 5e3, 10e3, 15e3, 30e3, 60e3, 120e3, 300e3, 600e3, 900e3, 1800e3, 3600e3}

// splitChart draws run's cumulative splits against cmp's (nil for none),
// naming the splits with names.
func splitChart(run, cmp []int64, runLabel, cmpLabel string, names []string) *chart {
	if len(run) == 0 {
		return nil
	}
	c := &chart{W: 640, H: 300, Left: 72, Top: 16, PlotW: 552, PlotH: 240}
	c.Bottom, c.Right = c.Top+c.PlotH, c.Left+c.PlotW
	n := max(len(run), len(cmp))
	top := run[len(run)-1]
	for _, t := range cmp {
		top = max(top, t)
	}
	step := tickSteps[len(tickSteps)-1]
	for _, s := range tickSteps {
		if top/s <= 5 {
			step = s
			break
		}
	}
	top = (top/step + 1) * step // headroom above the slowest split
	x := func(i int) float64 { return float64(c.Left) + float64(c.PlotW)*float64(i)/float64(n) }
	y := func(ms int64) float64 { return float64(c.Bottom) - float64(c.PlotH)*float64(ms)/float64(top) }
	for t := int64(0); t <= top; t += step {
		c.YTicks = append(c.YTicks, chartTick{Pos: round2(y(t)), Label: minutes(t)})
	}
	for i := 0; i < n; i++ {
		c.XTicks = append(c.XTicks, chartTick{Pos: round2(x(i + 1)), Label: strconv.Itoa(i + 1), Name: splitName(names, i)})
	}
	line := func(class, label string, splits []int64) chartLine {
		l := chartLine{Class: class, Label: label, Points: fmt2(x(0)) + "," + fmt2(y(0))}
		for i, t := range splits {
			px, py := round2(x(i+1)), round2(y(t))
			l.Points += " " + fmt2(px) + "," + fmt2(py)
			l.Dots = append(l.Dots, chartDot{X: px, Y: py, Title: label + " · " + splitName(names, i) + " · " + clock(t)})
		}
		return l
	}
	if len(cmp) > 0 {
		c.Compared = true
		c.Lines = append(c.Lines, line("best", cmpLabel, cmp))
	}
	c.Lines = append(c.Lines, line("run", runLabel, run))
	if c.Compared {
		c.deltas(run, cmp, names, x)
	}
	c.Accessible = "Cumulative in-game time at each of " + strconv.Itoa(len(run)) + " splits for " + runLabel
	if c.Compared {
		c.Accessible += ", against " + cmpLabel
	}
	return c
}

// minutes labels a grid line: m:ss.
func minutes(ms int64) string {
	s := ms / 1000
	return strconv.FormatInt(s/60, 10) + ":" + pad2(s%60)
}

// pad2 writes v with two digits.
func pad2(v int64) string {
	if v < 10 {
		return "0" + strconv.FormatInt(v, 10)
	}
	return strconv.FormatInt(v, 10)
}

// fmt2 writes a coordinate as short as it goes (rounded before).
func fmt2(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// itoa is strconv.Itoa, short for the templates' helpers.
func itoa(i int) string { return strconv.Itoa(i) }

// deltas adds the lead-or-lag bars under the lines: each split the run
// and cmp both reached, scaled to the largest gap.
func (c *chart) deltas(run, cmp []int64, names []string, x func(int) float64) {
	const band = 56 // pixels from the zero line to the largest bar's end
	c.DeltaTop = c.H + 8
	c.DeltaMid = c.DeltaTop + band + 4
	c.DeltaBottom = c.DeltaMid + band + 4
	c.H = c.DeltaBottom + 8
	n := min(len(run), len(cmp))
	var most int64 = 1
	for i := 0; i < n; i++ {
		most = max(most, abs(run[i]-cmp[i]))
	}
	c.DeltaLabel = strings.Replace(delta(most), "+", "±", 1)
	w := float64(c.PlotW) / float64(max(len(run), len(cmp))) * 0.5
	for i := 0; i < n; i++ {
		d := run[i] - cmp[i]
		h := max(1.5, band*float64(abs(d))/float64(most))
		b := deltaBar{X: round2(x(i+1) - w/2), W: round2(w), H: round2(h), Ahead: d < 0,
			Title: splitName(names, i) + " · " + delta(d)}
		b.Y = float64(c.DeltaMid)
		if d > 0 {
			b.Y = round2(float64(c.DeltaMid) - h)
		}
		c.Bars = append(c.Bars, b)
	}
}

// abs is |v|.
func abs(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}
