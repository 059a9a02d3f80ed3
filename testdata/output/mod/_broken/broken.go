// Package broken does not type-check. The leading underscore of its
// directory keeps it out of ./... : the tests name it explicitly.
package broken

// Limit is not an int.
var Limit int = "ten"
