package main

// subcommand never runs one in the browser, which has no command line:
// the page always opens the game.
func subcommand([]string) (int, bool) { return 0, false }
