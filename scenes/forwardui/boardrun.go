package forwardui

import (
	"image"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/online"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// uiLoadBack leaves the board run screen.
const uiLoadBack = 70

// boardRunScene fetches a board run's replay, verifies it here with this
// build's rules, and hands it to the replay viewer: watching a board run is
// proving it again. It shows the download while it runs, and what went
// wrong when it does.
type boardRunScene struct {
	h      Hooks
	server string // "" for the player's server
	id     int64
	call   *online.Call[[]byte]
	msg    string // set when the run cannot be watched
	tick   int
	f      focusList
}

// NewBoardRunScene watches run id of a boards server: server, or the
// player's when "" (the web pages' Watch link opens the browser game on a
// run of the server that served the page).
func NewBoardRunScene(h Hooks, server string, id int64) scenes.Scene {
	s := &boardRunScene{h: h, server: server, id: id}
	s.f.Add(button{Rect: image.Rect(540, 470, 740, 518), Label: "Back", Kind: ui.Control, ID: uiLoadBack, Enabled: true})
	return s
}

// Name is "forward-board-run".
func (s *boardRunScene) Name() string { return "forward-board-run" }

// Update starts the download, then opens the viewer or says why not.
func (s *boardRunScene) Update(ctx *scenes.Context) error {
	s.tick++
	if s.call == nil && s.msg == "" {
		if s.h.Boards == nil {
			s.msg = "This game has no link to a boards server."
			return nil
		}
		s.call = s.h.Boards.Replay(s.server, s.id)
	}
	if s.call.Done() && s.msg == "" {
		b, err := s.call.Result()
		if err != nil {
			s.msg = "Run " + s.runName() + " could not be downloaded: " + online.Plain(err)
			return nil
		}
		tape, err := LoadTape("run-"+strconv.FormatInt(s.id, 10)+".replay", b)
		if err == nil {
			var v scenes.Scene
			if v, err = NewViewer(s.h, tape); err == nil {
				ctx.Stack.Replace(v)
				return nil
			}
		}
		s.msg = "Run " + s.runName() + " does not verify with this game's rules, so it cannot be watched here: " + err.Error()
	}
	if i := s.f.Update(ctx); i >= 0 || ctx.Input.Just(input.Back) {
		s.call.Cancel()
		ctx.Stack.Pop()
	}
	return nil
}

func (s *boardRunScene) runName() string { return "#" + strconv.FormatInt(s.id, 10) }

// Draw shows the download or the reason it failed.
func (s *boardRunScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts := ctx.Palette, ctx.Fonts
	drawScenery(dst, ctx, s.tick)
	sprites.DrawPanel(dst, image.Rect(280, 180, 1000, 540), pal, sprites.PanelNormal)
	sprites.DrawText(dst, "Board run "+s.runName(), fonts.Face(sprites.StyleHeading), 640, 210, sprites.AlignCenter, pal.C(sprites.ColAccent))
	where := s.server
	if where == "" && s.h.Boards != nil {
		where = s.h.Boards.Server()
	}
	text, col := "Downloading its replay from "+where+", then proving it with this game's rules before it plays"+dotsFor(s.tick), sprites.ColText
	if s.msg != "" {
		text, col = s.msg, sprites.ColBad
	}
	sprites.DrawWrapped(dst, text, fonts.Face(sprites.StyleBody), 640, 290, 620, sprites.AlignCenter, pal.C(col))
	s.f.DrawButtons(dst, ctx, sprites.StyleBody)
}

// dotsFor is a short ellipsis that grows and shrinks: a request is alive.
func dotsFor(tick int) string { return "..."[:tick/20%4] }

// Inspect reports the screen's state for browser tests.
func (s *boardRunScene) Inspect() any {
	return map[string]any{"run": s.id, "message": s.msg, "downloading": s.msg == "" && !s.call.Done()}
}
