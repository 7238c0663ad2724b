<?php
$x = 0;
while (true) { $x++; }
