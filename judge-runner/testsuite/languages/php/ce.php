<?php
echo ;
