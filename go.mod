module github.com/mcpvet/mcpvet

go 1.26
