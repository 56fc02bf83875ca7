//go:build !js

package platform

import "errors"

// Download is browser-only; the desktop writes exports to a folder.
func Download(name, mime string, data []byte) (string, error) {
	return "", errors.New("downloads are a browser feature")
}
