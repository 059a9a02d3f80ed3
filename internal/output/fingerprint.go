package output

import (
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"strings"
)

// FingerprintKey is the key of mcpvet's fingerprint in SARIF
// partialFingerprints.
const FingerprintKey = "mcpvetFingerprint/v1"

// Fingerprint identifies a finding so that edits elsewhere do not change
// it: it hashes the analyzer, the file (relative to the repository root),
// the message with positions stripped ("at fix.go:25" becomes "at
// fix.go"), and the text of the finding's source line with its whitespace
// normalised. Line numbers are not part of it, so a finding keeps its
// fingerprint when lines are added or removed above it; it changes when
// its own line, its message or its file changes.
func Fingerprint(analyzer, file, message, line string) string {
	h := sha256.New()
	for _, s := range []string{"v1", analyzer, file, NormalizeMessage(message), NormalizeLine(line)} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// posInMessage matches a position a message quotes: file.go:12 or
// file.go:12:5, or in a file that //line directives name (parser.y:40,
// handler.tmpl:12).
var posInMessage = regexp.MustCompile(`(\.[A-Za-z][A-Za-z0-9_]*):\d+(?::\d+)?\b`)

// NormalizeMessage strips line and column numbers from the positions a
// message quotes.
func NormalizeMessage(msg string) string {
	return posInMessage.ReplaceAllString(msg, "$1")
}

// NormalizeLine collapses runs of white space and trims the ends.
func NormalizeLine(line string) string {
	return strings.Join(strings.Fields(line), " ")
}

// SetFingerprints computes the fingerprint of every finding.
func SetFingerprints(fs []Finding, paths Paths, src *Sources) {
	for i := range fs {
		f := &fs[i]
		file, _ := paths.RootRel(f.Pos.File)
		line, _ := src.Line(f.Pos.File, f.Pos.Line)
		f.Fingerprint = Fingerprint(f.Analyzer, file, f.Message, line)
	}
}
