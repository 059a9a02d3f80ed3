// Package clock has a Tool that fetches no prompt.
package clock

import (
	"context"
	"time"
)

type Clock struct{}

func (Clock) Run(context.Context) (string, error) { return time.Now().String(), nil }
