package forwardui

import (
	"deepwood/audio"
	"deepwood/rules/forward"
	"deepwood/scenes"
)

// sound plays the effect for an event as its animation begins, so the ear
// follows the eye. Audio is silent until the player's first input, and in
// scripted runs.
func (p *play) sound(ctx *scenes.Context, e forward.Event) {
	if ctx == nil || ctx.Audio == nil {
		return
	}
	id := audio.SfxNone
	switch e.Kind {
	case forward.EvFlipped:
		id = audio.SfxCardFlip
	case forward.EvItemTaken:
		id = audio.SfxRevealItem
	case forward.EvEquipped:
		id = audio.SfxRevealEquipment
	case forward.EvSnareActive:
		id = audio.SfxRevealSnare
	case forward.EvBlessingActive:
		id = audio.SfxRevealBlessing
	case forward.EvTerrorRevealed:
		id = audio.SfxRevealTerror
	case forward.EvPitRolled, forward.EvItemStolen, forward.EvMists, forward.EvRotRolled:
		id = audio.SfxDiceRoll
	case forward.EvSceneResolved:
		id = audio.SfxRevealScene
	case forward.EvCompanionJoined, forward.EvCompanionActive, forward.EvSageHalved:
		id = audio.SfxCompanion
	case forward.EvFightStarted:
		id = audio.SfxRevealMonster
	case forward.EvDragonHP:
		id = audio.SfxDragonRoar
	case forward.EvShieldDown:
		id = audio.SfxShieldBreak
	case forward.EvDieRolled:
		if e.Who == forward.WhoFoe {
			id = audio.SfxDiceRoll
		}
	case forward.EvItemUsed:
		id = audio.SfxItemUse
	case forward.EvHP:
		if e.Who == forward.WhoPlayer && e.Value < e.From {
			id = audio.SfxDamage
		} else if e.Who == forward.WhoPlayer && e.Value > e.From {
			id = audio.SfxHeal
		}
	case forward.EvWon:
		id = audio.SfxVictory
	case forward.EvLost:
		id = audio.SfxDefeat
	}
	if id != audio.SfxNone {
		ctx.Audio.Play(id)
	}
}

var resultSfx = [...]audio.Sfx{audio.SfxMiss, audio.SfxParry, audio.SfxHit, audio.SfxCrit, audio.SfxCounter}

// landed plays the dice coming to rest and the player's result.
func landed(ctx *scenes.Context, r forward.Result) {
	if ctx == nil || ctx.Audio == nil {
		return
	}
	ctx.Audio.Play(audio.SfxDiceLand)
	if int(r) < len(resultSfx) {
		ctx.Audio.Play(resultSfx[r])
	}
}

// music keeps Forward's theme playing, tenser as HP falls and in a duel.
func (p *play) music(ctx *scenes.Context, duel bool) {
	if ctx.Audio == nil {
		return
	}
	st := p.sess.State
	t := 0.2 + 0.5*(1-float64(st.HP)/float64(max(1, st.MaxHP())))
	if duel {
		t += 0.3
		if st.Fight.Foe.Dragon {
			t = 1
		}
	}
	ctx.Audio.SetMusic(audio.ThemeForward, min(t, 1))
}

// act applies the player's choice and tells LiveSplit: the run's first
// action starts its timer, leaving a location splits, the Dragon's fall is
// the last split.
func (p *play) act(ctx *scenes.Context, a forward.Action) {
	sess := p.sess
	if err := sess.Do(a); err != nil {
		return
	}
	if serr := sess.SaveError(); serr != nil && ctx.Notify != nil {
		ctx.Notify("Autosave failed: " + serr.Error())
	}
	ls := ctx.LiveSplit
	if ls == nil {
		return
	}
	if sess.State.Steps == 1 {
		ls.StartTimer()
	}
	for _, e := range sess.events {
		if e.Kind == forward.EvLocationLeft || e.Kind == forward.EvWon {
			ls.Split(sess.Ticks())
		}
	}
}
