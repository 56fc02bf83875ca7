package app

import (
	"errors"
	"fmt"
	"io"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/settings"
	"deepwood/sprites"
	"deepwood/storage"
)

// newScriptedGame is a game for autoplay: device polling off, animating at
// anim, messages dropped.
func newScriptedGame(store storage.Store, anim settings.AnimSpeed) (*Game, error) {
	g, err := New(Options{Store: store, Scripted: true, Log: func(string, ...any) {}})
	if err != nil {
		return nil, err
	}
	s := g.ctx.Settings.Clone()
	s.AnimationSpeed = anim
	g.ctx.Settings = s
	g.applyTransitions()
	return g, nil
}

// animFor is the animation speed an autoplay at speed plays at: normal at
// 1, fast at 2–3, instant from 4, so a software-rendered window (Xvfb)
// finishes a game in a minute or two.
func animFor(speed int) settings.AnimSpeed {
	switch {
	case speed >= 4:
		return settings.AnimInstant
	case speed >= 2:
		return settings.AnimFast
	}
	return settings.AnimNormal
}

// runAutoplayWindow opens the window at speed times 60 TPS and runs game to
// its end; a failure, there or in failed, is reported under name. It
// returns the exit status.
func runAutoplayWindow(game ebiten.Game, speed int, name string, failed func() error, stderr io.Writer) int {
	ebiten.SetWindowTitle("Deepwood — autoplay")
	ebiten.SetWindowSize(sprites.ScreenWidth, sprites.ScreenHeight)
	ebiten.SetTPS(60 * speed)
	if err := ebiten.RunGame(game); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintf(stderr, "deepwood %s: %v\n", name, err)
		return 1
	}
	if err := failed(); err != nil {
		fmt.Fprintf(stderr, "deepwood %s: %v\n", name, err)
		return 1
	}
	return 0
}
