begin
  writeln(x)
end.
