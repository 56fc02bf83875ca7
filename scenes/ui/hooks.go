package ui

import (
	"deepwood/scenes"
	"deepwood/storage"
)

// Hooks is what the app hands every mode's screens to reach the rest of
// the game without importing it (screens never import each other or the
// app): the player's store, where finished games are kept, builders for
// the title and settings screens, and whether a script is playing. A
// mode's Hooks embeds it and adds what only that mode needs.
type Hooks struct {
	Store storage.Store
	// Replays keeps every finished or abandoned game's replay (a folder
	// natively, localStorage in the browser); nil keeps none.
	Replays  storage.Store
	Title    func() scenes.Scene
	Settings func() scenes.Scene
	// Scripted marks autoplay and tests: a game's last screen does not
	// wait for a player forever.
	Scripted bool
}
