package app

import (
	"encoding/json"

	"deepwood/scenes"
)

// probe adapts a Game to platform.Probe for the browser test hook.
type probe struct{ g *Game }

func (p probe) Scene() string {
	if p.g.asking() {
		return "upright" // a phone held upright: the game asks to be turned
	}
	return p.g.stack.Top().Name()
}
func (p probe) Stack() []string           { return p.g.stack.Names() }
func (p probe) Frames() int64             { return p.g.frames }
func (p probe) Ticks() int64              { return p.g.ctx.Tick }
func (p probe) FirstFrameMillis() float64 { return p.g.firstFrame }
func (p probe) Notice() string            { return p.g.notice.text }
func (p probe) SettingsJSON() string      { return string(p.g.ctx.Settings.Marshal()) }

func (p probe) InspectJSON() string {
	in, ok := p.g.stack.Top().(scenes.Inspector)
	if !ok {
		return "null"
	}
	b, err := json.Marshal(in.Inspect())
	if err != nil {
		return "null"
	}
	return string(b)
}
