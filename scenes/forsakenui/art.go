package forsakenui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forsaken"
	"deepwood/scenes/forsakenui/forsakenart"
	"deepwood/sprites"
)

// Card and portrait sizes on the table.
const (
	cardW     = 106
	cardH     = 148
	faceD     = 36 // a portrait's round frame
	roleCardW = 110
	roleCardH = 154
)

// art is the table's rendered pictures, made once per palette: card
// faces by design, the player's Role Card, and each seat's portrait.
type art struct {
	pal       *sprites.Palette
	cards     map[int]*ebiten.Image // Travelers designs; Artifacts at 1000+i
	role      *ebiten.Image
	roleOf    forsaken.Role
	faces     map[faceKey]*ebiten.Image
	nightTint *forsakenart.NightTint
}

func (a *art) reset(pal *sprites.Palette) {
	if a.pal == pal {
		return
	}
	*a = art{pal: pal, cards: map[int]*ebiten.Image{}, faces: map[faceKey]*ebiten.Image{}, nightTint: forsakenart.NewNightTint(pal)}
}

// card is design's face (or Artifact i's with artifact set).
func (a *art) card(fonts *sprites.Fonts, d *forsaken.Design, key int, artifact bool) *ebiten.Image {
	if img, ok := a.cards[key]; ok {
		return img
	}
	var img *ebiten.Image
	if artifact {
		img = forsakenart.RenderArtifactCard(a.pal, fonts, cardW, cardH, forsakenart.ArtifactFace{Name: d.Name, Group: d.Sub == forsaken.GroupAction, Text: d.Text})
	} else {
		img = forsakenart.RenderTravelerCard(a.pal, fonts, cardW, cardH, forsakenart.TravelerCardFace{Name: d.Name,
			SubType: forsakenart.SubType(d.Sub), Fast: d.Speed == forsaken.Fast, Text: d.Text})
	}
	a.cards[key] = img
	return img
}

// roleCard is the player's Role Card as it was dealt.
func (a *art) roleCard(fonts *sprites.Fonts, data *forsaken.Data, r forsaken.Role) *ebiten.Image {
	if a.role == nil || a.roleOf != r {
		info := data.Roles[r]
		a.role = forsakenart.RenderRoleCard(a.pal, fonts, roleCardW, roleCardH, forsakenart.RoleCardFace{Role: forsakenart.Role(r),
			Name: roleWord(r), About: info.About, Text: roleText[r]})
		a.roleOf = r
	}
	return a.role
}

// faceKey names a portrait: the seat's, living or a Spirit.
type faceKey struct {
	seat   int
	spirit bool
}

// face is seat's portrait, a Spirit's when dead.
func (a *art) face(seat int, spirit bool) *ebiten.Image {
	k := faceKey{seat, spirit}
	img, ok := a.faces[k]
	if !ok {
		img = forsakenart.RenderTravelerPortrait(a.pal, seat, faceD, spirit)
		a.faces[k] = img
	}
	return img
}

// roleText is each Role Card's rule, short enough for the card.
var roleText = [forsaken.NumRoles]string{
	forsaken.Commonfolk: "No power but your voice and your vote.",
	forsaken.Oracle:     "Each Night from the second, Peek at a Role Card.",
	forsaken.Navigator:  "Each Night, Peek at a Destination.",
	forsaken.Priest:     "Each Night from the second, Shelter a traveler.",
	forsaken.Blessed:    "Saved the first time you reach the Doorstep by Day.",
	forsaken.Cursed:     "A Villager whom a Peek shows as Forsaken.",
	forsaken.Forsaken:   "Each Night, choose a Sacrifice with your team.",
	forsaken.Silencer:   "Each Night, also Entangle a traveler.",
	forsaken.Shrouded:   "A Forsaken whom a Peek shows as Commonfolk.",
	forsaken.Coward:     "You know the Forsaken and win with them.",
}
