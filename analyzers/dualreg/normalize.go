package dualreg

import "strings"

// normalize returns the form in which two capability names are compared:
// lower case, without '_', '-', '.' or white space. Lower-casing after the
// separators are gone is what makes camelCase equal to its snake_case and
// kebab-case spellings ("triageIncident", "triage_incident",
// "Triage-Incident"), so no explicit word splitting is needed.
func normalize(name string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case '_', '-', '.', ' ', '\t', '\n', '\r':
			return -1
		}
		return r
	}, strings.ToLower(name))
}
