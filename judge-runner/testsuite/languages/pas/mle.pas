var p: PByte; i: int64;
begin
  GetMem(p, 1024 * 1024 * 1024);
  i := 0;
  while i < 1024 * 1024 * 1024 do begin p[i] := 1; i := i + 4096; end;
  writeln(p[4096]);
end.
