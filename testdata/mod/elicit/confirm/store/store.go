// Package store destroys data for the tools of other packages.
package store

import (
	"context"
	"database/sql"
	"os"
)

// Purge deletes a workspace's rows.
func Purge(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, "DELETE FROM items WHERE workspace = ?", id)
	return err
}

// Count reads; it destroys nothing.
func Count(ctx context.Context, db *sql.DB) (int, error) {
	var n int
	err := db.QueryRowContext(ctx, "SELECT count(*) FROM items").Scan(&n)
	return n, err
}

// Wipe removes a directory.
func Wipe(dir string) error { return os.RemoveAll(dir) }
