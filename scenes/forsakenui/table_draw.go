package forsakenui

import (
	"fmt"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/forsakenui/forsakenart"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// seatRect is where seat's plate sits on the ring round the board: the
// player at the bottom, the others clockwise in seat order, as the turns
// go round. The ring is a squircle, so the plates at the corners clear
// the square board.
func seatRect(n, human, seat int) image.Rectangle {
	a := math.Pi/2 + float64((seat-human+n)%n)*2*math.Pi/float64(n)
	c, s := math.Cos(a), math.Sin(a)
	cx := ringCX + int(math.Round(float64(ringRX)*math.Copysign(math.Sqrt(math.Abs(c)), c)))
	cy := ringCY + int(math.Round(float64(ringRY)*math.Copysign(math.Sqrt(math.Abs(s)), s)))
	return image.Rect(cx-seatW/2, cy-seatH/2, cx+seatW/2, cy+seatH/2)
}

// Draw paints the table: the board, the ring of travelers, the hand, the
// panel, and the Night's veil over the Forest when it is dark; the
// Gallows over the board while they stand, and the end over it all.
func (t *tableScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	t.art.reset(pal)
	if t.layOut(ctx) && t.built >= 0 {
		t.rebuild(ctx)
	}
	t.textPx, t.tick = t.textPx[:0], ctx.Tick
	if t.ho.covered || t.ho.hidden {
		t.drawCover(dst, ctx)
		t.shown = t.look(ctx)
		return
	}
	dst.Fill(pal.C(sprites.ColBackground))
	if t.lay.upright {
		t.drawUpright(dst, ctx)
		t.drawChat(dst, ctx)
		t.shown = t.look(ctx)
		return
	}
	t.drawBoard(dst, ctx)
	if phase := t.view().Phase; phase == forsaken.PhaseNight || phase == forsaken.PhaseNightOne {
		t.art.nightTint.Draw(dst, 1)
	}
	t.drawSeats(dst, ctx)
	t.drawHand(dst, ctx)
	t.drawPanel(dst, ctx)
	t.drawGallows(dst, ctx)
	t.drawEnd(dst, ctx)
	t.drawChat(dst, ctx)
	t.shown = t.look(ctx)
}

func (t *tableScene) drawBoard(dst *ebiten.Image, ctx *scenes.Context) {
	b := &t.s.Data.Board
	if t.board == nil || t.boardPal != ctx.Palette {
		layout := forsakenart.Layout{W: b.W, H: b.H, Squares: make([]forsakenart.Square, b.Squares())}
		for sq := range layout.Squares {
			switch {
			case sq == b.Start:
				layout.Squares[sq].Kind = forsakenart.Start
			case b.SlotAt(sq) >= 0:
				layout.Squares[sq] = forsakenart.Square{Kind: forsakenart.Destination, N: b.SlotAt(sq) + 1}
			case b.SiteAt(sq) >= 0:
				layout.Squares[sq] = forsakenart.Square{Kind: forsakenart.Site, N: b.SiteAt(sq) + 1}
			}
		}
		t.board = forsakenart.NewBoardArt(ctx.Palette, ctx.Fonts, layout, forsakenart.Tile(boardRect, b.W, b.H))
		t.boardPal = ctx.Palette
	}
	v := t.view()
	t.bs.Paths = v.Paths
	for slot := range forsaken.NumSlots {
		t.bs.Dests[slot], t.bs.Known[slot] = forsakenart.DestHidden, forsakenart.DestHidden
		face := ui.Entry(destFaces[:], v.Know.Dests[slot], forsakenart.DestHidden)
		if v.Flipped[slot] {
			t.bs.Dests[slot] = face
		} else {
			t.bs.Known[slot] = face
		}
		t.bs.Dug[slot] = v.Dug[slot]
	}
	t.bs.Cursor = t.cursor
	if t.lay.upright {
		t.drawBoardScaled(dst, ctx)
		return
	}
	t.board.Draw(dst, boardRect, &t.bs)
}

// destFaces are the Destination Cards' faces, by Destination; an unknown
// one (NoDest), or one newer than these pictures, shows its back.
var destFaces = [...]forsakenart.Dest{
	forsaken.DeadEnd: forsakenart.DestDeadEnd,
	forsaken.Village: forsakenart.DestVillage,
	forsaken.Void:    forsakenart.DestVoid,
	forsaken.NoDest:  forsakenart.DestHidden,
}

// drawSeats draws every traveler's plate: name, what the table knows of
// them, what the player knows or noted, and a speech bubble while their
// last words are fresh.
func (t *tableScene) drawSeats(dst *ebiten.Image, ctx *scenes.Context) {
	s, pal := t.s, ctx.Palette
	v := t.view()
	asked := t.litSeat()
	over := v.Over()
	l := t.lay
	small := t.font(ctx, l.small)
	bold := t.font(ctx, l.bold)
	if t.statusAt != s.Steps() {
		t.statusAt, t.status = s.Steps(), t.status[:0]
		for seat := range v.Players {
			t.status = append(t.status, seatStatus(v, seat))
		}
	}
	for seat := range v.Players {
		r := l.seatRect(v.Players, s.Human, seat)
		style := sprites.PanelRaised
		if seat == asked {
			style = sprites.PanelFocused
		}
		pub := v.Seats[seat]
		if !pub.Alive {
			style = sprites.PanelDisabled
		}
		sprites.DrawPanel(dst, r, pal, style)
		face := t.art.face(seat, !pub.Alive)
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(float64(r.Min.X+6-14), float64(r.Min.Y+(r.Dy()-faceD)/2-14))
		dst.DrawImage(face, &op)
		x, y, lineGap := float64(r.Min.X+52), float64(r.Min.Y+6), 22.0
		if l.upright {
			lineGap = ctx.Fonts.Size(l.small) + 8
			y = float64(r.Min.Y) + (float64(r.Dy())-lineGap-ctx.Fonts.Size(l.small))/2 - 2
		}
		sprites.DrawText(dst, s.Names.Of(seat), bold, x, y, sprites.AlignLeft, sprites.TextColorFor(pal, style))
		role := v.Know.Roles[seat]
		if over {
			role = v.Reveal[seat].Role // every Role Card is face up
		}
		sprites.DrawText(dst, ui.Fit(t.status[seat], small, float64(r.Max.X-10)-x), small, x, y+lineGap, sprites.AlignLeft, pal.C(sprites.ColTextDim))
		if role != forsaken.NoRole {
			// The Role Card known, in a word, or as its picture where the
			// name leaves no room for the word.
			nameW, _ := sprites.Measure(s.Names.Of(seat), bold)
			roleW, _ := sprites.Measure(roleWord(role), small)
			if x+nameW+8+roleW <= float64(r.Max.X-10) {
				sprites.DrawText(dst, roleWord(role), small, float64(r.Max.X-10), y+1, sprites.AlignRight, teamColor(pal, role))
			} else {
				forsakenart.DrawIcon(dst, forsakenart.Role(role).Icon(), float32(r.Max.X-18), float32(y+10), 18, teamColor(pal, role), pal.C(sprites.ColPanel))
			}
		}
		// The player's note: a rule under the plate, and the word where
		// no Role Card is known.
		if m := s.Notes[seat]; m != Unknown && !over {
			c := pal.C(sprites.ColGood)
			if m == Suspected {
				c = pal.C(sprites.ColBad)
			}
			if role == forsaken.NoRole {
				sprites.DrawText(dst, m.String(), small, float64(r.Max.X-10), y+1, sprites.AlignRight, c)
			}
			vector.FillRect(dst, float32(r.Min.X+10), float32(r.Max.Y-3), float32(r.Dx()-20), 3, c, false)
		}
	}
	if !l.upright {
		t.drawBubbles(dst, ctx) // upright they come over the tab's panels (drawUpright)
	}
}

// drawBubbles shows each traveler's latest fresh words in a speech bubble
// pointing at their plate.
func (t *tableScene) drawBubbles(dst *ebiten.Image, ctx *scenes.Context) {
	v, pal := t.view(), ctx.Palette
	if v.Over() {
		return // the end is told over the ring
	}
	l := t.lay
	small := t.font(ctx, l.small)
	wrapW, lineH := 200, 18
	if l.upright {
		wrapW, lineH = 300, 24
	}
	var shown [12]bool
	hangFrom := l.panel
	for i := len(t.said) - 1; i >= 0; i-- {
		b := t.said[i]
		if b.until < ctx.Tick || b.seat < 0 || b.seat >= v.Players || shown[b.seat] {
			continue
		}
		shown[b.seat] = true
		r, text := l.seatRect(v.Players, t.s.Human, b.seat), b.text
		hanging := l.upright && !t.platesShown()
		if hanging {
			// The plates are not shown: the words hang from the prompt,
			// one under the other, each with its speaker's name.
			r, text = hangFrom, t.s.Names.Of(b.seat)+": "+b.text
		}
		lines := sprites.Wrap(text, small, float64(wrapW))
		h := 8 + lineH*len(lines)
		top, tipY, below := r.Min.Y-h-10, r.Min.Y, false
		minTop := 4
		if l.upright {
			minTop = l.stage.Min.Y
		}
		if top < minTop {
			top, tipY, below = r.Max.Y+10, r.Max.Y, true
		}
		left := r.Min.X - 20
		if l.upright {
			left = min(max(upMargin, r.Min.X+10), l.size.X-upMargin-wrapW-16)
		}
		box := image.Rect(left, top, left+wrapW+16, top+h)
		paper := pal.C(sprites.ColText)
		sprites.FillRoundRect(dst, float32(box.Min.X), float32(box.Min.Y), float32(box.Dx()), float32(box.Dy()), 8, paper)
		tipX := float32(max(r.Min.X, box.Min.X) + 30)
		edge := float32(box.Max.Y)
		if below {
			edge = float32(box.Min.Y)
		}
		if !hanging {
			sprites.FillTriangle(dst, tipX-7, edge, tipX+7, edge, tipX, float32(tipY), paper)
		}
		hangFrom = image.Rect(r.Min.X, box.Min.Y-4, r.Max.X, box.Max.Y-4)
		for i, ln := range lines {
			sprites.DrawText(dst, ln, small, float64(box.Min.X+8), float64(box.Min.Y+4+lineH*i), sprites.AlignLeft, pal.C(sprites.ColTextInverse))
		}
	}
}

func roleWord(r forsaken.Role) string {
	w := r.String()
	return string(w[0]-'a'+'A') + w[1:]
}

func teamColor(pal *sprites.Palette, r forsaken.Role) colorRGBA {
	if r.Team() == forsaken.ForsakenTeam || r == forsaken.Cursed {
		return pal.C(sprites.ColBad)
	}
	return pal.C(sprites.ColGood)
}

// seatStatus is what the whole table sees of a traveler, in words.
func seatStatus(v *forsaken.View, seat int) string {
	p := v.Seats[seat]
	switch {
	case !p.Alive:
		return "a Spirit"
	case p.Doorstep:
		return "on Death's Doorstep"
	}
	for _, w := range v.Windows {
		if w.Kind == forsaken.FrameGallows && w.Seat == seat {
			return "on the Gallows"
		}
	}
	text := fmt.Sprintf("%d cards", p.HandSize)
	if p.HandSize == 1 {
		text = "1 card"
	}
	if len(p.Finds) > 0 {
		text += fmt.Sprintf(", %d Artifact", len(p.Finds))
	}
	if p.Entangled {
		text = "Entangled · " + text
	}
	return text
}
