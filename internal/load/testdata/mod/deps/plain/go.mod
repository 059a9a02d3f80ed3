module example.com/plain

go 1.26
