package forsakenui

import (
	"deepwood/audio"
	"deepwood/rules/forsaken"
	"deepwood/scenes"
)

// cues rank the sounds of what the player saw: one action may bring many
// events, and the weightiest one is heard.
var cues = []struct {
	kind forsaken.EventKind
	sfx  audio.Sfx
}{
	{forsaken.EvDied, audio.SfxHexLost},
	{forsaken.EvDoorstep, audio.SfxDamage},
	{forsaken.EvRevived, audio.SfxHeal},
	{forsaken.EvBlessed, audio.SfxHeal},
	{forsaken.EvFlipped, audio.SfxRevealScene},
	{forsaken.EvVotes, audio.SfxDiceLand},
	{forsaken.EvNightFalls, audio.SfxEncroach},
	{forsaken.EvForbidden, audio.SfxShieldBreak},
	{forsaken.EvArtifact, audio.SfxRevealItem},
	{forsaken.EvForged, audio.SfxGrow},
	{forsaken.EvPlayed, audio.SfxCardFlip},
}

// sound plays the cue of the weightiest event among evs (the events the
// player just saw), the end's fanfare for the player's team, and keeps
// the music: the Forest's theme, tenser by Night.
func (t *tableScene) sound(ctx *scenes.Context, evs []forsaken.Event) {
	v := t.view()
	if v.Over() {
		if v.Winner == v.Role.Team() {
			ctx.Audio.Play(audio.SfxVictory)
		} else {
			ctx.Audio.Play(audio.SfxDefeat)
		}
		return
	}
	best := len(cues)
	for _, e := range evs {
		for i, c := range cues {
			if c.kind == e.Kind && i < best {
				best = i
			}
		}
	}
	if best < len(cues) {
		ctx.Audio.Play(cues[best].sfx)
	}
	tension := 0.3
	if v.Phase == forsaken.PhaseNight {
		tension = 0.8
	}
	ctx.Audio.SetMusic(audio.ThemeForest, tension)
}
