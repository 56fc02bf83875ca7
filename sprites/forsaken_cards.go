package sprites

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// ForsakenSubType is a card's sub-type, in rules/forsaken.SubType's order
// (so screens convert with a cast): the Travelers Deck's nine, the Forest
// Deck's three and the two kinds of Artifact.
type ForsakenSubType uint8

// The sub-types.
const (
	FSubNavigation ForsakenSubType = iota
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
	NumForsakenSubTypes
)

var subTypeNames = [NumForsakenSubTypes]string{"Navigation", "Resistance", "Discovery", "Insight", "Suspicion",
	"Weapon", "Revival", "Alliance", "Betrayal", "Darkness", "Disaster", "Curse", "Finder's Artifact", "Group Artifact"}

// String is the sub-type as its card's band prints it.
func (s ForsakenSubType) String() string { return named(subTypeNames[:], s, "?") }

// Icon is the sub-type's emblem.
func (s ForsakenSubType) Icon() ForsakenIcon { return iconOf(s, NumForsakenSubTypes, FIconNavigation) }

// ForsakenSubTypeColor is the frame colour of a sub-type's cards, one
// colour family each (earth, steel, sky, candle, amber, blood, leaf,
// indigo, thistle for the Travelers Deck; night, rust and bramble for the
// Forest's; gold for Artifacts). Hue is never the only sign: every card
// also shows the sub-type's glyph and name.
func ForsakenSubTypeColor(pal *Palette, s ForsakenSubType) color.RGBA {
	f, ok := subTypeFrames[s]
	switch {
	case !ok:
		return pal.C(ColAccent)
	case f.by == 0:
		return pal.C(f.base)
	}
	return Mix(pal.C(f.base), pal.C(f.mix), f.by)
}

// frameMix is a frame colour: the palette's base, or base mixed with mix
// by the fraction by.
type frameMix struct {
	base, mix ColorID
	by        float64
}

// subTypeFrames is each card sub-type's frame colour (the Artifacts take
// the accent colour).
var subTypeFrames = map[ForsakenSubType]frameMix{
	FSubNavigation: {base: ColEarthLight}, FSubResistance: {base: ColCivGrey}, FSubDiscovery: {base: ColWaterLight},
	FSubInsight: {base: ColPanelHighlight}, FSubSuspicion: {base: ColWarn}, FSubWeapon: {base: ColBad},
	FSubRevival: {base: ColGood}, FSubAlliance: {ColWater, ColChaosViolet, 0.35}, FSubBetrayal: {base: ColChaosLight},
	FSubDarkness: {ColChaosViolet, ColChaosBlack, 0.35}, FSubDisaster: {base: ColCivRust},
	FSubCurse: {ColForest, ColChaosViolet, 0.4},
}

// ForsakenRole is a Role Card, in rules/forsaken.Role's order.
type ForsakenRole uint8

// The roles.
const (
	FRoleCommonfolk ForsakenRole = iota
	FRoleOracle
	FRoleNavigator
	FRolePriest
	FRoleBlessed
	FRoleCursed
	FRoleForsaken
	FRoleSilencer
	FRoleShrouded
	FRoleCoward
	NumForsakenRoles
)

// ForsakenTeam says whether a role wins with the Forsaken (the Forsaken,
// Silencer, Shrouded and Coward) or the Villagers (the rest, the Cursed
// among them).
func (r ForsakenRole) ForsakenTeam() bool {
	return r == FRoleForsaken || r == FRoleSilencer || r == FRoleShrouded || r == FRoleCoward
}

// Icon is the role's emblem.
func (r ForsakenRole) Icon() ForsakenIcon { return iconOf(r, NumForsakenRoles, FIconCommonfolk) }

// ForsakenTeamColor is a team's frame colour: lantern ochre for the
// Villagers, violet for the Forsaken (with the team's name and emblem,
// the cottage or the swirl, beside it on every card).
func ForsakenTeamColor(pal *Palette, forsaken bool) color.RGBA {
	if forsaken {
		return pal.C(ColChaosViolet)
	}
	return pal.C(ColCivOchre)
}

// TravelerCardFace is a Travelers Deck card as the screens fill it from the
// rules' data.
type TravelerCardFace struct {
	Name    string
	SubType ForsakenSubType // FSubNavigation … FSubBetrayal
	Fast    bool            // Fast (any time) rather than Slow (own Action Phase)
	Text    string
}

// ForestCardFace is a Forest Deck card.
type ForestCardFace struct {
	Name    string
	SubType ForsakenSubType // FSubDarkness, FSubDisaster or FSubCurse
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
	Role  ForsakenRole
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
	icon   ForsakenIcon // in the art window and, small, in the band
	bandIc ForsakenIcon
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
func RenderTravelerCard(pal *Palette, fonts *Fonts, w, h int, f TravelerCardFace) *ebiten.Image {
	sp := speedSlow
	if f.Fast {
		sp = speedFast
	}
	return renderForsakenFace(pal, fonts, w, h, forsakenFace{frame: ForsakenSubTypeColor(pal, f.SubType),
		band: f.SubType.String(), icon: f.SubType.Icon(), bandIc: f.SubType.Icon(), name: f.Name, speed: sp, text: f.Text})
}

// RenderForestCard draws a Forest card w×h, framed in its sub-type's colour
// with "Forest" and the sub-type in the band.
func RenderForestCard(pal *Palette, fonts *Fonts, w, h int, f ForestCardFace) *ebiten.Image {
	return renderForsakenFace(pal, fonts, w, h, forsakenFace{frame: ForsakenSubTypeColor(pal, f.SubType),
		band: "Forest · " + f.SubType.String(), icon: f.SubType.Icon(), bandIc: f.SubType.Icon(), name: f.Name, text: f.Text})
}

// RenderArtifactCard draws an Artifact w×h in gold with a double rule: a
// Finder's Action carries the Fast mark, a Group Action none.
func RenderArtifactCard(pal *Palette, fonts *Fonts, w, h int, f ArtifactFace) *ebiten.Image {
	sub, sp := FSubFinder, speedFast
	if f.Group {
		sub, sp = FSubGroup, speedNone
	}
	return renderForsakenFace(pal, fonts, w, h, forsakenFace{frame: pal.C(ColAccent), band: sub.String(),
		icon: sub.Icon(), bandIc: FIconFinder, name: f.Name, speed: sp, text: f.Text, ornate: true})
}

// RenderRoleCard draws a Role Card w×h in its team's colour: the team's
// name and emblem in the band, the role's emblem, name, epithet and text.
func RenderRoleCard(pal *Palette, fonts *Fonts, w, h int, f RoleCardFace) *ebiten.Image {
	band, ic := "Villagers", FIconVillage
	if f.Role.ForsakenTeam() {
		band, ic = "Forsaken", FIconVoid
	}
	return renderForsakenFace(pal, fonts, w, h, forsakenFace{frame: ForsakenTeamColor(pal, f.Role.ForsakenTeam()),
		band: band, icon: f.Role.Icon(), bandIc: ic, name: f.Name, about: f.About, text: f.Text})
}

// bandColor darkens a frame colour until text has contrast 4.5 on it.
func bandColor(pal *Palette, frame color.RGBA) color.RGBA {
	for t := 0.25; t < 0.95; t += 0.05 {
		if c := Mix(frame, black, t); ContrastRatio(pal.C(ColText), c) >= 4.5 {
			return c
		}
	}
	return Mix(frame, black, 0.95)
}

func renderForsakenFace(pal *Palette, fonts *Fonts, w, h int, f forsakenFace) *ebiten.Image {
	img := ebiten.NewImage(w, h)
	fw, fh := float32(w), float32(h)
	rad := cardFrame(img, pal, f.frame)
	if f.ornate {
		StrokeRoundRect(img, 7.5, 7.5, fw-15, fh-15, rad-4, 1, Mix(f.frame, pal.C(ColPanelHighlight), 0.4))
	}
	small := w < 150
	band := float32(24)
	if !small {
		band = 28
	}
	bc := bandColor(pal, f.frame)
	FillRoundRect(img, 5, 5, fw-10, band, rad-3, bc)
	bandFace := fonts.Face(StyleSmallBold)
	label := strings.ToUpper(f.band)
	if small {
		label = f.band
		if i := strings.Index(label, " · "); i >= 0 {
			label = label[i+len(" · "):]
		}
	}
	tw, _ := Measure(label, bandFace)
	ty := 5 + (float64(band)-LineHeight(bandFace))/2
	iconW := float64(0)
	if !small && tw+22 < float64(w)-16 {
		iconW = 20
	}
	tx := (float64(w)-tw-iconW)/2 + iconW
	if iconW > 0 {
		DrawForsakenIcon(img, f.bandIc, float32(tx-12), 5+band/2, 14, Mix(f.frame, pal.C(ColText), 0.5), bc)
	}
	DrawText(img, label, bandFace, tx, ty, AlignLeft, pal.C(ColText))

	pad, width, nameFace := cardWords(fonts, w, small)
	body := fonts.Face(StyleSmall)
	lh := LineHeight(body)
	names, abouts := Wrap(f.name, nameFace, width), Wrap(f.about, body, width)
	if f.about == "" {
		abouts = nil
	}
	var lines []string
	if !small && f.text != "" {
		lines = Wrap(f.text, body, width)
	}
	// The art window gives up height (to a fifth of the card) so the words
	// fit.
	need := 6 + float64(len(names))*LineHeight(nameFace) + float64(len(abouts))*lh + 8
	if f.speed != speedNone {
		need += 8
	}
	if len(lines) > 0 {
		need += 11 + float64(len(lines))*lh
	}
	artY := 5 + band + 4
	artH := float32(min(max(float64(fh-artY)-need, float64(fh)*0.2), float64(fh)*0.34))
	cardArtWindow(img, pal, f.frame, artY, artH, func(cx, cy, size float32, fg, ink color.RGBA) {
		DrawForsakenIcon(img, f.icon, cx, cy, size*0.92, Mix(fg, f.frame, 0.15), ink)
	})
	y := float64(artY + artH)
	if f.speed != speedNone {
		speedChip(img, pal, fonts, float64(w)/2, y, f.speed)
		y += 14
	} else {
		y += 6
	}
	for _, l := range names {
		DrawText(img, l, nameFace, float64(w)/2, y, AlignCenter, pal.C(ColText))
		y += LineHeight(nameFace)
	}
	for _, l := range abouts {
		if y+lh > float64(h)-6 {
			break
		}
		DrawText(img, l, body, float64(w)/2, y, AlignCenter, Mix(f.frame, pal.C(ColText), 0.55))
		y += lh
	}
	if len(lines) == 0 {
		return img
	}
	y += 4
	rule := WithAlpha(Mix(f.frame, pal.C(ColPanelEdge), 0.5), 0.75)
	cx := float32(w) / 2
	FillRoundRect(img, float32(pad+18), float32(y), float32(width-36), 1, 0, rule)
	q := &pen{dst: img}
	q.poly(cx, float32(y)-3.5, cx+3.5, float32(y)+0.5, cx, float32(y)+4.5, cx-3.5, float32(y)+0.5)
	q.fill(Mix(f.frame, pal.C(ColPanelHighlight), 0.3))
	y += 7
	for _, l := range lines {
		if y+lh > float64(h)-6 {
			break
		}
		DrawText(img, l, body, float64(w)/2, y, AlignCenter, pal.C(ColText))
		y += lh
	}
	return img
}

// speedChip draws the speed as a pill centred on (cx, y), the bottom edge
// of the art window: an hourglass and "Slow" on dark, or a bolt and
// "Fast" on the warn colour.
func speedChip(img *ebiten.Image, pal *Palette, fonts *Fonts, cx, y float64, s speedMark) {
	face := fonts.Face(StyleSmallBold)
	word, icon := "Slow", FIconSlow
	fill, ink, rim := pal.C(ColChaosBlack), pal.C(ColText), pal.C(ColTextDim)
	if s == speedFast {
		word, icon = "Fast", FIconFast
		fill, ink, rim = pal.C(ColWarn), pal.C(ColTextInverse), Mix(pal.C(ColWarn), black, 0.4)
	}
	tw, _ := Measure(word, face)
	w := float32(tw) + 36
	h := float32(22)
	x, top := float32(cx)-w/2, float32(y)-h/2
	FillRoundRect(img, x-1, top+1, w+2, h+2, h/2+1, WithAlpha(black, 0.55))
	FillRoundRect(img, x, top, w, h, h/2, rim)
	FillRoundRect(img, x+1.5, top+1.5, w-3, h-3, h/2-1.5, fill)
	DrawForsakenIcon(img, icon, x+14, top+h/2, 13, ink, fill)
	DrawText(img, word, face, float64(x)+24, float64(top)+(float64(h)-LineHeight(face))/2, AlignLeft, ink)
}

// RenderForsakenCardBack draws the back every Forsaken Forest card shares:
// the woodcut lattice of Deepwood's backs in night violet and green, and a
// medallion with a trail forking under a crescent moon.
func RenderForsakenCardBack(pal *Palette, w, h int) *ebiten.Image {
	img := ebiten.NewImage(w, h)
	night := Mix(pal.C(ColChaosBlack), pal.C(ColForestDeep), 0.5)
	cardBackBase(img, pal, night, WithAlpha(Mix(pal.C(ColChaosViolet), pal.C(ColForest), 0.5), 0.4))
	fw, fh := float32(w), float32(h)
	cx, cy := fw/2, fh/2
	r := min(fw, fh) * 0.3
	q := &pen{dst: img}
	q.circle(cx, cy, r+4)
	q.fill(Mix(pal.C(ColPanelEdge), black, 0.35))
	q.circle(cx, cy, r+1.5)
	q.fill(pal.C(ColPanelEdge))
	q.circle(cx, cy, r)
	q.fill(Mix(pal.C(ColChaosBlack), pal.C(ColForestDeep), 0.45))
	q.circle(cx, cy, r-3)
	q.stroke(1, WithAlpha(pal.C(ColPanelHighlight), 0.4))
	forkEmblem(q, pal, cx, cy+r*0.1, r*0.62)
	// Eight small trees around the medallion, as on the board.
	for i := range 8 {
		a := float64(i)*math.Pi/4 + math.Pi/8
		x, y := cx+float32(math.Cos(a))*(r+14), cy+float32(math.Sin(a))*(r+14)
		q.poly(x, y-7, x+5, y+5, x-5, y+5)
	}
	q.fill(Mix(pal.C(ColForestLight), pal.C(ColPanelEdge), 0.5))
	return img
}
