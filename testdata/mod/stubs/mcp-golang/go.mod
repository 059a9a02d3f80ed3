module github.com/metoro-io/mcp-golang

go 1.21
