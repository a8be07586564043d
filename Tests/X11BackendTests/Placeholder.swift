// Tests for this module arrive with it.
