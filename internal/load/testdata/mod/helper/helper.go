// Package helper imports app, so app's external test gives it a test
// variant that is not a root.
package helper

import "example.com/loadtest/app"

var _ = app.Describe

// Twice repeats s.
func Twice(s string) string {
	doubled := s + s
	return doubled
}
