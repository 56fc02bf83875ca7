package forwardui

import (
	"deepwood/audio"
	"deepwood/rules/forward"
	"deepwood/scenes"
)

// eventSfx is the sound each kind of event makes as its animation begins;
// a kind not listed is silent (a roll of the dice, and HP, depend on who).
var eventSfx = map[forward.EventKind]audio.Sfx{
	forward.EvFlipped: audio.SfxCardFlip, forward.EvItemTaken: audio.SfxRevealItem, forward.EvEquipped: audio.SfxRevealEquipment,
	forward.EvSnareActive: audio.SfxRevealSnare, forward.EvBlessingActive: audio.SfxRevealBlessing, forward.EvTerrorRevealed: audio.SfxRevealTerror,
	forward.EvPitRolled: audio.SfxDiceRoll, forward.EvItemStolen: audio.SfxDiceRoll, forward.EvMists: audio.SfxDiceRoll, forward.EvRotRolled: audio.SfxDiceRoll,
	forward.EvSceneResolved: audio.SfxRevealScene, forward.EvFightStarted: audio.SfxRevealMonster,
	forward.EvCompanionJoined: audio.SfxCompanion, forward.EvCompanionActive: audio.SfxCompanion, forward.EvSageHalved: audio.SfxCompanion,
	forward.EvDragonHP: audio.SfxDragonRoar, forward.EvShieldDown: audio.SfxShieldBreak, forward.EvItemUsed: audio.SfxItemUse,
	forward.EvWon: audio.SfxVictory, forward.EvLost: audio.SfxDefeat,
}

// sound plays the effect for an event as its animation begins, so the ear
// follows the eye: the foe's die (both dice tumble then), and the player's
// HP falling or rising. Audio is silent until the player's first input,
// and in scripted runs.
func (p *play) sound(ctx *scenes.Context, e forward.Event) {
	if ctx == nil || ctx.Audio == nil {
		return
	}
	id, ok := eventSfx[e.Kind]
	switch {
	case e.Kind == forward.EvDieRolled && e.Who == forward.WhoFoe:
		id, ok = audio.SfxDiceRoll, true
	case e.Kind == forward.EvHP && e.Who == forward.WhoPlayer && e.Value < e.From:
		id, ok = audio.SfxDamage, true
	case e.Kind == forward.EvHP && e.Who == forward.WhoPlayer && e.Value > e.From:
		id, ok = audio.SfxHeal, true
	}
	if ok && id != audio.SfxNone {
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
	v := p.sess.View()
	t := 0.2 + 0.5*(1-float64(v.HP)/float64(max(1, v.MaxHP)))
	if duel {
		t += 0.3
		if v.Fight.Foe.Dragon {
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
	events, err := sess.Act(a)
	if err != nil {
		return
	}
	if serr := sess.SaveError(); serr != nil && ctx.Notify != nil {
		ctx.Notify("Autosave failed: " + serr.Error())
	}
	p.tellLiveSplit(events)
}

// tellLiveSplit tells LiveSplit what an action's events mean for its
// timer: the run's first action starts it, and each location left and
// the Dragon's fall split. A ranked run's events come a frame or more
// after the action, with the server's answer.
func (p *play) tellLiveSplit(events []forward.Event) {
	sess := p.sess
	ls := p.h.liveSplit()
	if ls == nil || len(events) == 0 {
		return
	}
	if sess.View().Steps == 1 {
		ls.StartTimer()
	}
	for _, e := range events {
		if e.Kind == forward.EvLocationLeft || e.Kind == forward.EvWon {
			ls.Split(sess.Ticks())
		}
	}
}
