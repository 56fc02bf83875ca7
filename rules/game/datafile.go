package game

import "strings"

// Line is one meaningful line of a data file: its number (from 1), the
// [section] it is in (for files read with Sections), and its text with
// trailing space trimmed.
type Line struct {
	N       int
	Section string
	Text    string
}

// Fields splits the line's "a | b | c" into trimmed fields.
func (l Line) Fields() []string { return Fields(l.Text) }

// Errorf is a LoadError at this line of file.
func (l Line) Errorf(file, format string, a ...any) *LoadError {
	return Errorf(file, l.N, format, a...)
}

// Lines lists a data file's lines that mean something: blank lines and
// "#" comments are skipped, every line keeps its number for errors.
func Lines(text string) []Line {
	var out []Line
	for i, raw := range strings.Split(text, "\n") {
		t := strings.TrimRight(raw, " \t\r")
		if strings.TrimSpace(t) == "" || strings.HasPrefix(strings.TrimSpace(t), "#") {
			continue
		}
		out = append(out, Line{N: i + 1, Text: t})
	}
	return out
}

// Sections reads a "[section]" / "a | b | c" file into its lines, each
// trimmed and named by the section above it; a malformed header or a line
// before any section is a LoadError.
func Sections(file, text string) ([]Line, error) {
	var out []Line
	section := ""
	for _, l := range Lines(text) {
		l.Text = strings.TrimSpace(l.Text)
		if strings.HasPrefix(l.Text, "[") {
			if !strings.HasSuffix(l.Text, "]") || len(l.Text) < 3 {
				return nil, l.Errorf(file, "malformed section header %q", l.Text)
			}
			section = l.Text[1 : len(l.Text)-1]
			continue
		}
		if section == "" {
			return nil, l.Errorf(file, "line before any [section]")
		}
		l.Section = section
		out = append(out, l)
	}
	return out, nil
}

// Fields splits "a | b | c" into its trimmed fields.
func Fields(s string) []string {
	f := strings.Split(s, "|")
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	return f
}
