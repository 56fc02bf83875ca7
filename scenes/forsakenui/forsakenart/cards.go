package forsakenart

import (
	"image/color"
	"math"
	"strings"

	"deepwood/sprites"

	"github.com/hajimehoshi/ebiten/v2"
)

// SubType is a card's sub-type, in rules/forsaken.SubType's order
// (so screens convert with a cast): the Travelers Deck's nine, the Forest
// Deck's three and the two kinds of Artifact.
type SubType uint8

// The sub-types.
const (
	FSubNavigation SubType = iota
	FSubResistance
	FSubDiscovery
	FSubInsight
	FSubSuspicion
	FSubWeapon
	FSubRevival
	FSubAlliance
	FSubBetrayal
	FSubDarkness
	FSubDisaster
	FSubCurse
	FSubFinder
	FSubGroup
	NumSubTypes
)

var subTypeNames = [NumSubTypes]string{"Navigation", "Resistance", "Discovery", "Insight", "Suspicion",
	"Weapon", "Revival", "Alliance", "Betrayal", "Darkness", "Disaster", "Curse", "Finder's Artifact", "Group Artifact"}

// String is the sub-type as its card's band prints it.
func (s SubType) String() string { return named(subTypeNames[:], s, "?") }

// Icon is the sub-type's emblem.
func (s SubType) Icon() Icon { return iconOf(s, NumSubTypes, IconNavigation) }

// SubTypeColor is the frame colour of a sub-type's cards, one
// colour family each (earth, steel, sky, candle, amber, blood, leaf,
// indigo, thistle for the Travelers Deck; night, rust and bramble for the
// Forest's; gold for Artifacts). Hue is never the only sign: every card
// also shows the sub-type's glyph and name.
func SubTypeColor(pal *sprites.Palette, s SubType) color.RGBA {
	f, ok := subTypeFrames[s]
	switch {
	case !ok:
		return pal.C(sprites.ColAccent)
	case f.by == 0:
		return pal.C(f.base)
	}
	return sprites.Mix(pal.C(f.base), pal.C(f.mix), f.by)
}

// frameMix is a frame colour: the palette's base, or base mixed with mix
// by the fraction by.
type frameMix struct {
	base, mix sprites.ColorID
	by        float64
}

// subTypeFrames is each card sub-type's frame colour (the Artifacts take
// the accent colour).
var subTypeFrames = map[SubType]frameMix{
	FSubNavigation: {base: sprites.ColEarthLight}, FSubResistance: {base: sprites.ColCivGrey}, FSubDiscovery: {base: sprites.ColWaterLight},
	FSubInsight: {base: sprites.ColPanelHighlight}, FSubSuspicion: {base: sprites.ColWarn}, FSubWeapon: {base: sprites.ColBad},
	FSubRevival: {base: sprites.ColGood}, FSubAlliance: {sprites.ColWater, sprites.ColChaosViolet, 0.35}, FSubBetrayal: {base: sprites.ColChaosLight},
	FSubDarkness: {sprites.ColChaosViolet, sprites.ColChaosBlack, 0.35}, FSubDisaster: {base: sprites.ColCivRust},
	FSubCurse: {sprites.ColForest, sprites.ColChaosViolet, 0.4},
}

// Role is a Role Card, in rules/forsaken.Role's order.
type Role uint8

// The roles.
const (
	RoleCommonfolk Role = iota
	RoleOracle
	RoleNavigator
	RolePriest
	RoleBlessed
	RoleCursed
	RoleForsaken
	RoleSilencer
	RoleShrouded
	RoleCoward
	NumRoles
)

// ForsakenTeam says whether a role wins with the Forsaken (the Forsaken,
// Silencer, Shrouded and Coward) or the Villagers (the rest, the Cursed
// among them).
func (r Role) ForsakenTeam() bool {
	return r == RoleForsaken || r == RoleSilencer || r == RoleShrouded || r == RoleCoward
}

// Icon is the role's emblem.
func (r Role) Icon() Icon { return iconOf(r, NumRoles, IconCommonfolk) }

// TeamColor is a team's frame colour: lantern ochre for the
// Villagers, violet for the Forsaken (with the team's name and emblem,
// the cottage or the swirl, beside it on every card).
func TeamColor(pal *sprites.Palette, forsaken bool) color.RGBA {
	if forsaken {
		return pal.C(sprites.ColChaosViolet)
	}
	return pal.C(sprites.ColCivOchre)
}

// TravelerCardFace is a Travelers Deck card as the screens fill it from the
// rules' data.
type TravelerCardFace struct {
	Name    string
	SubType SubType // FSubNavigation … FSubBetrayal
	Fast    bool    // Fast (any time) rather than Slow (own Action Phase)
	Text    string
}

// ForestCardFace is a Forest Deck card.
type ForestCardFace struct {
	Name    string
	SubType SubType // FSubDarkness, FSubDisaster or FSubCurse
	Text    string
}

// ArtifactFace is an Artifact: a Finder's Action (kept, played once as a
// Fast Action) or a Group Action (at once, for everyone).
type ArtifactFace struct {
	Name  string
	Group bool
	Text  string
}

// RoleCardFace is a Role Card: the role, its name and epithet ("The Soul
// Reader") and what it does.
type RoleCardFace struct {
	Role  Role
	Name  string
	About string
	Text  string
}

// speedMark is what a card's speed chip says.
type speedMark uint8

const (
	speedNone speedMark = iota
	speedSlow
	speedFast
)

// forsakenFace is the layout shared by every Forsaken Forest card face.
type forsakenFace struct {
	frame  color.RGBA
	band   string
	icon   Icon // in the art window and, small, in the band
	bandIc Icon
	name   string
	about  string
	speed  speedMark
	text   string
	ornate bool // a second gold rule inside the frame (Artifacts)
}

// RenderTravelerCard draws a Travelers card w×h: a frame in the sub-type's
// colour, the sub-type named with its glyph in the top band, the glyph in
// the art window, the speed as an hourglass (Slow) or a bolt (Fast) with
// its word, the name and (on cards 150 px wide or more) the text wrapped.
func RenderTravelerCard(pal *sprites.Palette, fonts *sprites.Fonts, w, h int, f TravelerCardFace) *ebiten.Image {
	sp := speedSlow
	if f.Fast {
		sp = speedFast
	}
	return renderForsakenFace(pal, fonts, w, h, forsakenFace{frame: SubTypeColor(pal, f.SubType),
		band: f.SubType.String(), icon: f.SubType.Icon(), bandIc: f.SubType.Icon(), name: f.Name, speed: sp, text: f.Text})
}

// RenderForestCard draws a Forest card w×h, framed in its sub-type's colour
// with "Forest" and the sub-type in the band.
func RenderForestCard(pal *sprites.Palette, fonts *sprites.Fonts, w, h int, f ForestCardFace) *ebiten.Image {
	return renderForsakenFace(pal, fonts, w, h, forsakenFace{frame: SubTypeColor(pal, f.SubType),
		band: "Forest · " + f.SubType.String(), icon: f.SubType.Icon(), bandIc: f.SubType.Icon(), name: f.Name, text: f.Text})
}

// RenderArtifactCard draws an Artifact w×h in gold with a double rule: a
// Finder's Action carries the Fast mark, a Group Action none.
func RenderArtifactCard(pal *sprites.Palette, fonts *sprites.Fonts, w, h int, f ArtifactFace) *ebiten.Image {
	sub, sp := FSubFinder, speedFast
	if f.Group {
		sub, sp = FSubGroup, speedNone
	}
	return renderForsakenFace(pal, fonts, w, h, forsakenFace{frame: pal.C(sprites.ColAccent), band: sub.String(),
		icon: sub.Icon(), bandIc: IconFinder, name: f.Name, speed: sp, text: f.Text, ornate: true})
}

// RenderRoleCard draws a Role Card w×h in its team's colour: the team's
// name and emblem in the band, the role's emblem, name, epithet and text.
func RenderRoleCard(pal *sprites.Palette, fonts *sprites.Fonts, w, h int, f RoleCardFace) *ebiten.Image {
	band, ic := "Villagers", IconVillage
	if f.Role.ForsakenTeam() {
		band, ic = "Forsaken", IconVoid
	}
	return renderForsakenFace(pal, fonts, w, h, forsakenFace{frame: TeamColor(pal, f.Role.ForsakenTeam()),
		band: band, icon: f.Role.Icon(), bandIc: ic, name: f.Name, about: f.About, text: f.Text})
}

// bandColor darkens a frame colour until text has contrast 4.5 on it.
func bandColor(pal *sprites.Palette, frame color.RGBA) color.RGBA {
	for t := 0.25; t < 0.95; t += 0.05 {
		if c := sprites.Mix(frame, black, t); sprites.ContrastRatio(pal.C(sprites.ColText), c) >= 4.5 {
			return c
		}
	}
	return sprites.Mix(frame, black, 0.95)
}

func renderForsakenFace(pal *sprites.Palette, fonts *sprites.Fonts, w, h int, f forsakenFace) *ebiten.Image {
	img := ebiten.NewImage(w, h)
	fw, fh := float32(w), float32(h)
	rad := sprites.CardFrame(img, pal, f.frame)
	if f.ornate {
		sprites.StrokeRoundRect(img, 7.5, 7.5, fw-15, fh-15, rad-4, 1, sprites.Mix(f.frame, pal.C(sprites.ColPanelHighlight), 0.4))
	}
	small := w < 150
	band := float32(24)
	if !small {
		band = 28
	}
	bc := bandColor(pal, f.frame)
	sprites.FillRoundRect(img, 5, 5, fw-10, band, rad-3, bc)
	bandFace := fonts.Face(sprites.StyleSmallBold)
	label := strings.ToUpper(f.band)
	if small {
		label = f.band
		if i := strings.Index(label, " · "); i >= 0 {
			label = label[i+len(" · "):]
		}
	}
	tw, _ := sprites.Measure(label, bandFace)
	ty := 5 + (float64(band)-sprites.LineHeight(bandFace))/2
	iconW := float64(0)
	if !small && tw+22 < float64(w)-16 {
		iconW = 20
	}
	tx := (float64(w)-tw-iconW)/2 + iconW
	if iconW > 0 {
		DrawIcon(img, f.bandIc, float32(tx-12), 5+band/2, 14, sprites.Mix(f.frame, pal.C(sprites.ColText), 0.5), bc)
	}
	sprites.DrawText(img, label, bandFace, tx, ty, sprites.AlignLeft, pal.C(sprites.ColText))

	pad, width, nameFace := sprites.CardWords(fonts, w, small)
	body := fonts.Face(sprites.StyleSmall)
	lh := sprites.LineHeight(body)
	names, abouts := sprites.Wrap(f.name, nameFace, width), sprites.Wrap(f.about, body, width)
	if f.about == "" {
		abouts = nil
	}
	var lines []string
	if !small && f.text != "" {
		lines = sprites.Wrap(f.text, body, width)
	}
	// The art window gives up height (to a fifth of the card) so the words
	// fit.
	need := 6 + float64(len(names))*sprites.LineHeight(nameFace) + float64(len(abouts))*lh + 8
	if f.speed != speedNone {
		need += 8
	}
	if len(lines) > 0 {
		need += 11 + float64(len(lines))*lh
	}
	artY := 5 + band + 4
	artH := float32(min(max(float64(fh-artY)-need, float64(fh)*0.2), float64(fh)*0.34))
	sprites.CardArtWindow(img, pal, f.frame, artY, artH, func(cx, cy, size float32, fg, ink color.RGBA) {
		DrawIcon(img, f.icon, cx, cy, size*0.92, sprites.Mix(fg, f.frame, 0.15), ink)
	})
	y := float64(artY + artH)
	if f.speed != speedNone {
		speedChip(img, pal, fonts, float64(w)/2, y, f.speed)
		y += 14
	} else {
		y += 6
	}
	for _, l := range names {
		sprites.DrawText(img, l, nameFace, float64(w)/2, y, sprites.AlignCenter, pal.C(sprites.ColText))
		y += sprites.LineHeight(nameFace)
	}
	for _, l := range abouts {
		if y+lh > float64(h)-6 {
			break
		}
		sprites.DrawText(img, l, body, float64(w)/2, y, sprites.AlignCenter, sprites.Mix(f.frame, pal.C(sprites.ColText), 0.55))
		y += lh
	}
	if len(lines) == 0 {
		return img
	}
	y += 4
	rule := sprites.WithAlpha(sprites.Mix(f.frame, pal.C(sprites.ColPanelEdge), 0.5), 0.75)
	cx := float32(w) / 2
	sprites.FillRoundRect(img, float32(pad+18), float32(y), float32(width-36), 1, 0, rule)
	q := &sprites.Pen{Dst: img}
	q.Poly(cx, float32(y)-3.5, cx+3.5, float32(y)+0.5, cx, float32(y)+4.5, cx-3.5, float32(y)+0.5)
	q.Fill(sprites.Mix(f.frame, pal.C(sprites.ColPanelHighlight), 0.3))
	y += 7
	for _, l := range lines {
		if y+lh > float64(h)-6 {
			break
		}
		sprites.DrawText(img, l, body, float64(w)/2, y, sprites.AlignCenter, pal.C(sprites.ColText))
		y += lh
	}
	return img
}

// speedChip draws the speed as a pill centred on (cx, y), the bottom edge
// of the art window: an hourglass and "Slow" on dark, or a bolt and
// "Fast" on the warn colour.
func speedChip(img *ebiten.Image, pal *sprites.Palette, fonts *sprites.Fonts, cx, y float64, s speedMark) {
	face := fonts.Face(sprites.StyleSmallBold)
	word, icon := "Slow", IconSlow
	fill, ink, rim := pal.C(sprites.ColChaosBlack), pal.C(sprites.ColText), pal.C(sprites.ColTextDim)
	if s == speedFast {
		word, icon = "Fast", IconFast
		fill, ink, rim = pal.C(sprites.ColWarn), pal.C(sprites.ColTextInverse), sprites.Mix(pal.C(sprites.ColWarn), black, 0.4)
	}
	tw, _ := sprites.Measure(word, face)
	w := float32(tw) + 36
	h := float32(22)
	x, top := float32(cx)-w/2, float32(y)-h/2
	sprites.FillRoundRect(img, x-1, top+1, w+2, h+2, h/2+1, sprites.WithAlpha(black, 0.55))
	sprites.FillRoundRect(img, x, top, w, h, h/2, rim)
	sprites.FillRoundRect(img, x+1.5, top+1.5, w-3, h-3, h/2-1.5, fill)
	DrawIcon(img, icon, x+14, top+h/2, 13, ink, fill)
	sprites.DrawText(img, word, face, float64(x)+24, float64(top)+(float64(h)-sprites.LineHeight(face))/2, sprites.AlignLeft, ink)
}

// RenderCardBack draws the back every Forsaken Forest card shares:
// the woodcut lattice of Deepwood's backs in night violet and green, and a
// medallion with a trail forking under a crescent moon.
func RenderCardBack(pal *sprites.Palette, w, h int) *ebiten.Image {
	img := ebiten.NewImage(w, h)
	night := sprites.Mix(pal.C(sprites.ColChaosBlack), pal.C(sprites.ColForestDeep), 0.5)
	sprites.CardBackBase(img, pal, night, sprites.WithAlpha(sprites.Mix(pal.C(sprites.ColChaosViolet), pal.C(sprites.ColForest), 0.5), 0.4))
	fw, fh := float32(w), float32(h)
	cx, cy := fw/2, fh/2
	r := min(fw, fh) * 0.3
	q := &sprites.Pen{Dst: img}
	q.Circle(cx, cy, r+4)
	q.Fill(sprites.Mix(pal.C(sprites.ColPanelEdge), black, 0.35))
	q.Circle(cx, cy, r+1.5)
	q.Fill(pal.C(sprites.ColPanelEdge))
	q.Circle(cx, cy, r)
	q.Fill(sprites.Mix(pal.C(sprites.ColChaosBlack), pal.C(sprites.ColForestDeep), 0.45))
	q.Circle(cx, cy, r-3)
	q.Stroke(1, sprites.WithAlpha(pal.C(sprites.ColPanelHighlight), 0.4))
	forkEmblem(q, pal, cx, cy+r*0.1, r*0.62)
	// Eight small trees around the medallion, as on the board.
	for i := range 8 {
		a := float64(i)*math.Pi/4 + math.Pi/8
		x, y := cx+float32(math.Cos(a))*(r+14), cy+float32(math.Sin(a))*(r+14)
		q.Poly(x, y-7, x+5, y+5, x-5, y+5)
	}
	q.Fill(sprites.Mix(pal.C(sprites.ColForestLight), pal.C(sprites.ColPanelEdge), 0.5))
	return img
}
