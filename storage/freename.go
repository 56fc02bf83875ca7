package storage

import "fmt"

// maxNameTries bounds FreeName's search: a hundred files kept in the same
// second is already far past what a person can start and finish.
const maxNameTries = 100

// FreeName is base+ext, or base-002+ext, base-003+ext… when that name is
// taken: runs ended within one second (two quick resets) each keep their
// own file instead of the later overwriting the earlier. The counter is
// zero-padded so names sort in the order they were kept.
func FreeName(st Store, base, ext string) (string, error) {
	for i := 1; i <= maxNameTries; i++ {
		name := base + ext
		if i > 1 {
			name = fmt.Sprintf("%s-%03d%s", base, i, ext)
		}
		_, err := st.Read(name)
		if IsNotExist(err) {
			return name, nil
		}
		if err != nil {
			return "", fmt.Errorf("could not check %s: %w", st.Where(name), err)
		}
	}
	return "", fmt.Errorf("%d files named %s… already: none free", maxNameTries, st.Where(base))
}
