<?php
echo "0\n";
