<?php
throw new Exception("boom");
