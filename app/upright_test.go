package app

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/windowtest"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// TestUprightPhoneIsAskedToTurn: on a touch screen held upright (a
// phone's 390×844) the game lays out its prompt at 540×960 and waits: a
// key pressed then changes no screen. Turned sideways it is the game at
// 1280×720 where it was, and the same key opens what it opens. A window
// made tall on a desktop (no touch screen) is never asked.
func TestUprightPhoneIsAskedToTurn(t *testing.T) {
	d := atTitle(t, nil)
	d.g.upright = upright{touch: func() bool { return true }}
	if w, h := d.g.Layout(390, 844); w != uprightW || h != uprightH {
		t.Fatalf("upright phone laid out at %d×%d, want %d×%d", w, h, uprightW, uprightH)
	}
	windowtest.Do(func() { d.screen = ebiten.NewImage(uprightW, uprightH) })
	d.press(input.Confirm, 30)
	d.expectScene("title")
	d.shot("app-upright-phone.png")
	if d.g.Frames() == 0 {
		t.Fatal("the prompt was never drawn")
	}
	// The prompt is still: with nothing pressed it is not drawn again,
	// though the title under it has not settled.
	drawn := d.g.Frames()
	d.frames(30)
	if n := d.g.Frames() - drawn; n > 1 {
		t.Errorf("the still prompt was drawn %d times in 30 quiet ticks", n)
	}

	if w, h := d.g.Layout(844, 390); w != sprites.ScreenWidth || h != sprites.ScreenHeight {
		t.Fatalf("phone on its side laid out at %d×%d", w, h)
	}
	windowtest.Do(func() { d.screen = ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight) })
	d.frames(2)
	d.expectScene("title")
	d.press(input.Confirm, 40)
	if d.g.Stack().Top().Name() == "title" {
		t.Fatal("turned sideways, Confirm on the title did nothing")
	}

	desk := atTitle(t, nil)
	if w, h := desk.g.Layout(600, 1000); w != sprites.ScreenWidth || h != sprites.ScreenHeight {
		t.Fatalf("a tall desktop window was laid out at %d×%d", w, h)
	}
}
