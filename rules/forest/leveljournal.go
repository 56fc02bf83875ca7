package forest

// The journal's sentences for the levels' own rules (T41, T42). They live
// here rather than in levels/forest/journal.txt so that the Forest's data,
// and with it every Tale's fingerprint and saved replay, stays as it was.
var (
	heartLost = []string{
		"My heart, the {feature}, is taken. The {enemy} have won, and without it I am only a memory in their songs.",
		"The {enemy} stand in my heart, the {feature}, and I wither from within. The land is theirs.",
		"They have reached the {feature}, my heart. Whatever else I hold will fade; the {enemy} have won.",
	}
	talesEnd = []string{
		"The last Year of my tale ends, and the {enemy} still hold {theirs} hexes of my land. They are here to stay; the Forest has lost.",
		"My tale is told, and it ends with the {enemy} still among my roots, {theirs} hexes theirs. I could not drive them out; the land is lost to me.",
	}
	ageBegins = []string{
		"A new Age begins: the {enemy} are more numerous and bolder than before.",
		"The {enemy} grow into a new Age, stronger in every art they turn against me.",
		"Their children's children take up the axe and the torch: a new Age of the {enemy} begins.",
	}
)

// sayOwn adds one of the level's sentences, its variant drawn from the
// "journal" stream like the data's.
func (w *writer) sayOwn(opts []string) {
	pick := w.t.stream("journal").IntN(len(opts))
	w.out = append(w.out, capital(fill(opts[pick], w.vars)))
}
