//go:build js

// Command floor is the browser benchmark's baseline: a bare Ebitengine
// program that fills its 1280×720 screen with a new colour ten times a
// second (or as many times as the page's #fragment says: floor.html#4),
// as a screen repaints a running clock or a backdrop's step, and draws
// nothing in between. Its frame rate is what the engine and the browser
// allow on the machine at that pace, whatever a game draws, and its first
// frame and first ArrowDown taken are the least start-up they allow;
// bench.mjs prints both beside the game's.
package main

import (
	"image/color"
	"strconv"
	"strings"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

type floor struct {
	every int64 // milliseconds between fills
	step  int64 // the wall clock's step of every milliseconds last drawn
	drawn int
	ticks int
	keyed bool // the first ArrowDown has been seen (floorKeyAt)
}

// Update counts the updates, which floor.html's test hook reports as the
// game's does.
func (f *floor) Update() error {
	f.ticks++
	js.Global().Set("floorTicks", f.ticks)
	if !f.keyed && ebiten.IsKeyPressed(ebiten.KeyArrowDown) {
		f.keyed = true
		js.Global().Set("floorKeyAt", pageNow())
	}
	return nil
}

func (f *floor) Draw(screen *ebiten.Image) {
	step := time.Now().UnixMilli() / f.every
	if f.drawn > 0 && step == f.step {
		return
	}
	f.step = step
	f.drawn++
	if f.drawn == 1 {
		js.Global().Set("floorFirstDraw", pageNow())
	}
	screen.Fill(color.RGBA{uint8(step * 7), 40, 40, 255})
	js.Global().Set("floorDrawn", f.drawn)
}

// pageNow is the page's clock, the one bench.mjs reads its times on.
func pageNow() js.Value { return js.Global().Get("performance").Call("now") }

func (f *floor) Layout(int, int) (int, int) { return 1280, 720 }

func main() {
	ebiten.SetScreenClearedEveryFrame(false)
	rate := 10
	hash := strings.TrimPrefix(js.Global().Get("location").Get("hash").String(), "#")
	if n, err := strconv.Atoi(hash); err == nil && n > 0 && n <= 60 {
		rate = n
	}
	if err := ebiten.RunGame(&floor{every: int64(1000 / rate)}); err != nil {
		panic(err)
	}
}
