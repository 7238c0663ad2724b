var a, b: int64;
begin
  readln(a, b);
  writeln(a);
end.
