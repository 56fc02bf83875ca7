package forwardui

import (
	"errors"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/online"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// uiBoardRow + i watches line i of today's daily board.
const uiBoardRow = 80

// dailyRect is where the new-run screen lists today's daily board.
var dailyRect = image.Rect(640, 48, 1216, 700)

// dailyBoard is today's daily board on the new-run screen: asked once when
// Online is on, shown with the player's own rank; each line opens its run
// in the replay viewer. Offline it says so, quietly, in one line.
type dailyBoard struct {
	call     *online.Call[online.Daily]
	daily    online.Daily
	err      error
	offline  error  // why the board was not asked, when it was not
	server   string // the server asked
	answered bool
}

// ask starts the request to boards, once, when the game may talk to the
// server.
func (d *dailyBoard) ask(boards *online.Boards) {
	if d.call != nil || d.offline != nil {
		return
	}
	if boards == nil {
		d.offline = online.ErrOffline
		return
	}
	if d.offline = boards.Ready(); d.offline == nil {
		d.call, d.server = boards.Daily(), boards.Server()
	}
}

// poll takes the answer; it reports true the tick it arrives.
func (d *dailyBoard) poll() bool {
	if d.answered || !d.call.Done() {
		return false
	}
	d.daily, d.err = d.call.Result()
	d.answered = true
	return true
}

// state is a number that changes whenever what the board shows does: not
// asked yet (0), not asked because the game may not talk to the server
// (-1), asking (1), answered (2 and up). Offline and not asked are told
// apart, so that a picture drawn before the screen's first update (the
// stack draws a screen as it arrives) is drawn again once it knows.
func (d *dailyBoard) state() int {
	switch {
	case d.answered:
		return 2 + len(d.daily.Board.Entries)
	case d.call != nil:
		return 1
	case d.offline != nil:
		return -1
	}
	return 0
}

// asked reports whether the board was asked for: only then does the right
// panel show it (asking, the answer or the failure); before and offline it
// shows how a run goes.
func (d *dailyBoard) asked() bool { return d.call != nil }

// offlineNote is the line under the offline notes saying why the board is
// not shown, or "" while it may yet be asked for.
func (d *dailyBoard) offlineNote() string {
	switch {
	case d.offline == nil:
		return ""
	case errors.Is(d.offline, online.ErrOffline):
		return "Offline: today's daily board shows here when Online is on (Settings → Online)."
	}
	return "No daily board here: " + online.Plain(d.offline) + "."
}

// addRows makes each line of the board a control that watches its run.
func (d *dailyBoard) addRows(f *focusList) {
	for i, e := range d.daily.Board.Entries {
		f.Add(button{Rect: d.rowRect(i), Label: "Watch " + e.Player, Kind: ui.Cell, ID: uiBoardRow + i, Enabled: true})
	}
}

func (d *dailyBoard) rowRect(i int) image.Rectangle {
	y := dailyRect.Min.Y + 150 + i*34
	return image.Rect(dailyRect.Min.X+24, y, dailyRect.Max.X-24, y+30)
}

// runID is the run behind control id, or 0.
func (d *dailyBoard) runID(id int) int64 {
	if i := id - uiBoardRow; i >= 0 && i < len(d.daily.Board.Entries) {
		return d.daily.Board.Entries[i].RunID
	}
	return 0
}

// drawStill paints the board (or why there is none) into the right panel.
func (d *dailyBoard) drawStill(dst *ebiten.Image, ctx *scenes.Context, seed string) {
	pal, fonts := ctx.Palette, ctx.Fonts
	x := float64(dailyRect.Min.X + 28)
	// The board of the daily dealt here, offline: its times are the
	// runners' own claims. The ranked daily's board (the server's times)
	// keeps its seed and replays until the day is over, so it is not
	// watched from here; a ranked run's summary gives its rank.
	sprites.DrawText(dst, "Today's daily seed: claims", fonts.Face(sprites.StyleLarge), x, 72, sprites.AlignLeft, pal.C(sprites.ColAccent))
	if k := d.daily.Board.Board.Seed; k != "" {
		seed = k // the server's today, which may differ from this machine's
	}
	sub := "Seed " + seed + " · the runners' own times · verified by the server"
	if date := d.daily.Board.Date; date != "" {
		sub = date + " · " + sub
	}
	sprites.DrawText(dst, sub, fonts.Face(sprites.StyleSmall), x, 112, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	body := fonts.Face(sprites.StyleBody)
	switch {
	case !d.answered:
		sprites.DrawText(dst, "Asking "+d.server+"…", body, x, 160, sprites.AlignLeft, pal.C(sprites.ColText))
		return
	case d.err != nil:
		sprites.DrawWrapped(dst, "The board could not be read: "+online.Plain(d.err)+".", body, x, 160, 520, sprites.AlignLeft, pal.C(sprites.ColTextDim))
		return
	case len(d.daily.Board.Entries) == 0:
		sprites.DrawWrapped(dst, "Nobody has beaten today's daily yet. Be the first.", body, x, 160, 520, sprites.AlignLeft, pal.C(sprites.ColText))
	}
	mono, small := fonts.Face(sprites.StyleMonoSmall), fonts.Face(sprites.StyleSmallBold)
	if len(d.daily.Board.Entries) > 0 {
		for _, h := range []struct {
			dx    float64
			label string
			align sprites.Align
		}{{40, "#", sprites.AlignRight}, {60, "Player", sprites.AlignLeft}, {400, "Time", sprites.AlignRight}, {500, "HP", sprites.AlignRight}} {
			sprites.DrawText(dst, h.label, small, x+h.dx, 150-28+float64(dailyRect.Min.Y), h.align, pal.C(sprites.ColTextDim))
		}
	}
	name := ctx.Settings.PlayerName
	for i, e := range d.daily.Board.Entries {
		r := d.rowRect(i)
		c := pal.C(sprites.ColText)
		if e.Player == name {
			c = pal.C(sprites.ColAccent)
		}
		y := float64(r.Min.Y + 4)
		sprites.DrawText(dst, itoa(e.Rank), mono, x+40, y, sprites.AlignRight, c)
		sprites.DrawText(dst, e.Player, mono, x+60, y, sprites.AlignLeft, c)
		sprites.DrawText(dst, FormatTime(msTicks(e.IGTms)), mono, x+400, y, sprites.AlignRight, c)
		sprites.DrawText(dst, itoa(e.HPLeft), mono, x+500, y, sprites.AlignRight, c)
	}
	mine := "You have no victory on today's daily yet."
	if m := d.daily.Mine; m.Rank > 0 {
		mine = "You: rank " + itoa(m.Rank) + ", " + FormatTime(msTicks(m.IGTms))
	}
	sprites.DrawText(dst, mine, fonts.Face(sprites.StyleBodyBold), x, float64(dailyRect.Min.Y+150+10*34+16), sprites.AlignLeft, pal.C(sprites.ColAccent))
	sprites.DrawWrapped(dst, "Choose a line to watch that run: its replay is downloaded and proved again with this game's rules.", fonts.Face(sprites.StyleSmall), x, float64(dailyRect.Min.Y+150+10*34+56), 520, sprites.AlignLeft, pal.C(sprites.ColTextDim))
}

// drawFocus lights the focused line.
func (d *dailyBoard) drawFocus(dst *ebiten.Image, ctx *scenes.Context, f *focusList) {
	if f.Focus < 0 || f.Focus >= len(f.Btns) || d.runID(f.Btns[f.Focus].ID) == 0 {
		return
	}
	r := f.Btns[f.Focus].Rect
	sprites.StrokeRoundRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), 6, 2, ctx.Palette.C(sprites.ColFocus))
}
