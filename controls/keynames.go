// The keys as Ebitengine v2.10 numbers and names them, written out so this
// package needs no Ebitengine. scenes/input's TestControlsKeysAreEbitens
// holds the table to the Ebitengine linked: an upgrade that renumbers or
// renames a key fails there.

package controls

// The keys, by their names on a US keyboard (KeyQ is the key where a US
// keyboard has Q). Their values are Ebitengine's key codes.
const (
	KeyA              Key = 0
	KeyB              Key = 1
	KeyC              Key = 2
	KeyD              Key = 3
	KeyE              Key = 4
	KeyF              Key = 5
	KeyG              Key = 6
	KeyH              Key = 7
	KeyI              Key = 8
	KeyJ              Key = 9
	KeyK              Key = 10
	KeyL              Key = 11
	KeyM              Key = 12
	KeyN              Key = 13
	KeyO              Key = 14
	KeyP              Key = 15
	KeyQ              Key = 16
	KeyR              Key = 17
	KeyS              Key = 18
	KeyT              Key = 19
	KeyU              Key = 20
	KeyV              Key = 21
	KeyW              Key = 22
	KeyX              Key = 23
	KeyY              Key = 24
	KeyZ              Key = 25
	KeyAltLeft        Key = 26
	KeyAltRight       Key = 27
	KeyArrowDown      Key = 28
	KeyArrowLeft      Key = 29
	KeyArrowRight     Key = 30
	KeyArrowUp        Key = 31
	KeyBackquote      Key = 32
	KeyBackslash      Key = 33
	KeyBackspace      Key = 34
	KeyBracketLeft    Key = 35
	KeyBracketRight   Key = 36
	KeyCapsLock       Key = 37
	KeyComma          Key = 38
	KeyContextMenu    Key = 39
	KeyControlLeft    Key = 40
	KeyControlRight   Key = 41
	KeyDelete         Key = 42
	KeyDigit0         Key = 43
	KeyDigit1         Key = 44
	KeyDigit2         Key = 45
	KeyDigit3         Key = 46
	KeyDigit4         Key = 47
	KeyDigit5         Key = 48
	KeyDigit6         Key = 49
	KeyDigit7         Key = 50
	KeyDigit8         Key = 51
	KeyDigit9         Key = 52
	KeyEnd            Key = 53
	KeyEnter          Key = 54
	KeyEqual          Key = 55
	KeyEscape         Key = 56
	KeyF1             Key = 57
	KeyF2             Key = 58
	KeyF3             Key = 59
	KeyF4             Key = 60
	KeyF5             Key = 61
	KeyF6             Key = 62
	KeyF7             Key = 63
	KeyF8             Key = 64
	KeyF9             Key = 65
	KeyF10            Key = 66
	KeyF11            Key = 67
	KeyF12            Key = 68
	KeyF13            Key = 69
	KeyF14            Key = 70
	KeyF15            Key = 71
	KeyF16            Key = 72
	KeyF17            Key = 73
	KeyF18            Key = 74
	KeyF19            Key = 75
	KeyF20            Key = 76
	KeyF21            Key = 77
	KeyF22            Key = 78
	KeyF23            Key = 79
	KeyF24            Key = 80
	KeyHome           Key = 81
	KeyInsert         Key = 82
	KeyIntlBackslash  Key = 83
	KeyMetaLeft       Key = 84
	KeyMetaRight      Key = 85
	KeyMinus          Key = 86
	KeyNumLock        Key = 87
	KeyNumpad0        Key = 88
	KeyNumpad1        Key = 89
	KeyNumpad2        Key = 90
	KeyNumpad3        Key = 91
	KeyNumpad4        Key = 92
	KeyNumpad5        Key = 93
	KeyNumpad6        Key = 94
	KeyNumpad7        Key = 95
	KeyNumpad8        Key = 96
	KeyNumpad9        Key = 97
	KeyNumpadAdd      Key = 98
	KeyNumpadDecimal  Key = 99
	KeyNumpadDivide   Key = 100
	KeyNumpadEnter    Key = 101
	KeyNumpadEqual    Key = 102
	KeyNumpadMultiply Key = 103
	KeyNumpadSubtract Key = 104
	KeyPageDown       Key = 105
	KeyPageUp         Key = 106
	KeyPause          Key = 107
	KeyPeriod         Key = 108
	KeyPrintScreen    Key = 109
	KeyQuote          Key = 110
	KeyScrollLock     Key = 111
	KeySemicolon      Key = 112
	KeyShiftLeft      Key = 113
	KeyShiftRight     Key = 114
	KeySlash          Key = 115
	KeySpace          Key = 116
	KeyTab            Key = 117
	KeyAlt            Key = 118
	KeyControl        Key = 119
	KeyShift          Key = 120
	KeyMeta           Key = 121
	keyCount              = KeyMax + 1
	KeyMax                = KeyMeta
)

// keyNames are the keys' names in the settings file, by key.
var keyNames = [keyCount]string{
	"A",
	"B",
	"C",
	"D",
	"E",
	"F",
	"G",
	"H",
	"I",
	"J",
	"K",
	"L",
	"M",
	"N",
	"O",
	"P",
	"Q",
	"R",
	"S",
	"T",
	"U",
	"V",
	"W",
	"X",
	"Y",
	"Z",
	"AltLeft",
	"AltRight",
	"ArrowDown",
	"ArrowLeft",
	"ArrowRight",
	"ArrowUp",
	"Backquote",
	"Backslash",
	"Backspace",
	"BracketLeft",
	"BracketRight",
	"CapsLock",
	"Comma",
	"ContextMenu",
	"ControlLeft",
	"ControlRight",
	"Delete",
	"Digit0",
	"Digit1",
	"Digit2",
	"Digit3",
	"Digit4",
	"Digit5",
	"Digit6",
	"Digit7",
	"Digit8",
	"Digit9",
	"End",
	"Enter",
	"Equal",
	"Escape",
	"F1",
	"F2",
	"F3",
	"F4",
	"F5",
	"F6",
	"F7",
	"F8",
	"F9",
	"F10",
	"F11",
	"F12",
	"F13",
	"F14",
	"F15",
	"F16",
	"F17",
	"F18",
	"F19",
	"F20",
	"F21",
	"F22",
	"F23",
	"F24",
	"Home",
	"Insert",
	"IntlBackslash",
	"MetaLeft",
	"MetaRight",
	"Minus",
	"NumLock",
	"Numpad0",
	"Numpad1",
	"Numpad2",
	"Numpad3",
	"Numpad4",
	"Numpad5",
	"Numpad6",
	"Numpad7",
	"Numpad8",
	"Numpad9",
	"NumpadAdd",
	"NumpadDecimal",
	"NumpadDivide",
	"NumpadEnter",
	"NumpadEqual",
	"NumpadMultiply",
	"NumpadSubtract",
	"PageDown",
	"PageUp",
	"Pause",
	"Period",
	"PrintScreen",
	"Quote",
	"ScrollLock",
	"Semicolon",
	"ShiftLeft",
	"ShiftRight",
	"Slash",
	"Space",
	"Tab",
	"Alt",
	"Control",
	"Shift",
	"Meta",
}

// keyAliases are the other names a key is read by, in lower case (the
// names Ebitengine reads for its older key constants: "up", "0", "kp0").
var keyAliases = map[string]Key{
	"0":            KeyDigit0,
	"1":            KeyDigit1,
	"2":            KeyDigit2,
	"3":            KeyDigit3,
	"4":            KeyDigit4,
	"5":            KeyDigit5,
	"6":            KeyDigit6,
	"7":            KeyDigit7,
	"8":            KeyDigit8,
	"9":            KeyDigit9,
	"apostrophe":   KeyQuote,
	"down":         KeyArrowDown,
	"graveaccent":  KeyBackquote,
	"kp0":          KeyNumpad0,
	"kp1":          KeyNumpad1,
	"kp2":          KeyNumpad2,
	"kp3":          KeyNumpad3,
	"kp4":          KeyNumpad4,
	"kp5":          KeyNumpad5,
	"kp6":          KeyNumpad6,
	"kp7":          KeyNumpad7,
	"kp8":          KeyNumpad8,
	"kp9":          KeyNumpad9,
	"kpadd":        KeyNumpadAdd,
	"kpdecimal":    KeyNumpadDecimal,
	"kpdivide":     KeyNumpadDivide,
	"kpenter":      KeyNumpadEnter,
	"kpequal":      KeyNumpadEqual,
	"kpmultiply":   KeyNumpadMultiply,
	"kpsubtract":   KeyNumpadSubtract,
	"left":         KeyArrowLeft,
	"leftbracket":  KeyBracketLeft,
	"menu":         KeyContextMenu,
	"right":        KeyArrowRight,
	"rightbracket": KeyBracketRight,
	"up":           KeyArrowUp,
}
