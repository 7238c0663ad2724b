var x: int64;
begin
  x := 0;
  while x >= 0 do x := (x + 1) mod 1000;
end.
