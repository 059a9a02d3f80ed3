// Package app is the root package of the test.
package app

import (
	"fmt"

	"example.com/plain"
	"example.com/sdkuser"
)

// Describe uses both dependencies.
func Describe(name string) string {
	t := sdkuser.Tool(plain.Upper(name))
	return fmt.Sprint(t.Name)
}
