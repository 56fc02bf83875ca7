//go:build js

// Command floor is the browser benchmark's baseline: a bare Ebitengine
// program that fills its 1280×720 screen with a new colour ten times a
// second, as Forward's location repaints its running clock, and draws
// nothing in between. Its frame rate is what the engine and the browser
// allow on the machine at that pace, whatever a game draws; bench.mjs
// prints it beside the game's screens.
package main

import (
	"image/color"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

type floor struct {
	tenth int64 // the wall clock's tenth of a second last drawn
	drawn int
}

func (f *floor) Update() error { return nil }

func (f *floor) Draw(screen *ebiten.Image) {
	tenth := time.Now().UnixMilli() / 100
	if f.drawn > 0 && tenth == f.tenth {
		return
	}
	f.tenth = tenth
	f.drawn++
	screen.Fill(color.RGBA{uint8(tenth * 7), 40, 40, 255})
	js.Global().Set("floorDrawn", f.drawn)
}

func (f *floor) Layout(int, int) (int, int) { return 1280, 720 }

func main() {
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(&floor{}); err != nil {
		panic(err)
	}
}
