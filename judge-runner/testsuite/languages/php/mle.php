<?php
$s = str_repeat("a", 1 << 30);
echo strlen($s), "\n";
