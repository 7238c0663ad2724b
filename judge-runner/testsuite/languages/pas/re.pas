var a, b: longint;
begin
  a := 1; b := 0;
  writeln(a div b);
end.
