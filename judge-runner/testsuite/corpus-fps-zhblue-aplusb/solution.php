<?php
$input = stream_get_contents(STDIN);
list($a, $b) = explode(' ', $input);
echo $a + $b;
